import type { Translate, TranslationKey } from './i18n/translate.util';

/** "1 property" / "12 properties": the language files carry a singular and a general form. */
export function countLabel(
  count: number,
  oneKey: TranslationKey,
  manyKey: TranslationKey,
  t: Translate,
): string {
  return count === 1 ? t(oneKey) : t(manyKey, { count });
}
