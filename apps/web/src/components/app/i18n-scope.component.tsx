'use client';

import { type ReactNode, useContext, useMemo } from 'react';
import { I18nContext } from '@/lib/i18n/i18n-context';
import type { Dictionary } from '@/lib/i18n/translate.util';

/**
 * Adds a route's own strings (lib/i18n `routeDictionary`) to the page's dictionary for the islands
 * inside, so strings only one route uses are not sent with every page.
 */
export function I18nScope({ strings, children }: { strings: Dictionary; children: ReactNode }) {
  const parent = useContext(I18nContext);
  const value = useMemo(
    () => ({ ...parent, dictionary: { ...parent.dictionary, ...strings } }),
    [parent, strings],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}
