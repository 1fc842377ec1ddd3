import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The languages pages' words, resolved on the server: the console's strings are not in the
// dictionary every page sends to the browser (lib/i18n/i18n.util.ts, layoutDictionary).

const KEYS = [
  'adminLanguagesCode',
  'adminLanguagesName',
  'adminLanguagesRtl',
  'adminLanguagesAdd',
  'adminLanguagesAdding',
  'adminLanguagesDelete',
  'adminLanguagesDeleteConfirm',
  'adminStringsSearch',
  'adminStringsOnlyMissing',
  'adminStringsKey',
  'adminStringsEnglish',
  'adminStringsValue',
  'adminStringsMissingBadge',
  'adminStringsCount',
  'adminStringsSave',
  'adminStringsSaving',
  'adminStringsExport',
  'adminStringsImport',
  'adminStringsImportInvalid',
  'adminStringsMore',
] as const satisfies readonly TranslationKey[];

export function languagesWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
