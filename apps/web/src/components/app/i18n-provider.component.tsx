'use client';

import type { ReactNode } from 'react';
import { I18nContext, type I18nValue } from '@/lib/i18n/i18n-context';

export function I18nProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}
