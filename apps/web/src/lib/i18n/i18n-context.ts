'use client';

import { createContext, useContext, useMemo } from 'react';
import { createTranslator, type Dictionary, type Translate } from './translate.util';

export interface I18nValue {
  code: string;
  rtl: boolean;
  dictionary: Dictionary;
}

export const I18nContext = createContext<I18nValue>({ code: 'en', rtl: false, dictionary: {} });

/** Client components translate with the strings the server rendered with, so both always agree. */
export function useTranslation(): { t: Translate; code: string; rtl: boolean } {
  const { code, rtl, dictionary } = useContext(I18nContext);
  const t = useMemo(() => createTranslator(dictionary), [dictionary]);
  return { t, code, rtl };
}
