import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the category form. The console's strings are not in the dictionary every page
// sends to the browser, so the server resolves these and hands them to the form.

const KEYS = [
  'adminCategoryName',
  'adminCategorySlug',
  'adminCategorySlugHint',
  'adminCategoryOrder',
  'adminCategoryOrderHint',
  'adminCategoryActive',
  'adminCategoryParameters',
  'adminCategoryParametersHint',
  'adminCategoryNoParameters',
  'adminCategoryParameterLegend',
  'adminCategoryParameterName',
  'adminCategoryParameterType',
  'adminCategoryParameterOptions',
  'adminCategoryParameterRequired',
  'adminCategoryParameterAdd',
  'adminCategoryParameterRemove',
  'adminCategoryParameterUp',
  'adminCategoryParameterDown',
  'adminCategoryCreate',
  'adminCategorySave',
  'adminCategorySaving',
  'adminCategoryDelete',
  'adminCategoryDeleting',
  'adminCategoryDeleteConfirm',
  'adminCategoryDeleteLocked',
  'adminCategoryFixErrors',
  'adminVerificationTypeText',
  'adminVerificationTypeTextarea',
  'adminVerificationTypeNumber',
  'adminVerificationTypeDropdown',
  'adminVerificationTypeRadio',
  'adminVerificationTypeCheckbox',
  'adminVerificationTypeFile',
  'requiredField',
] as const satisfies readonly TranslationKey[];

/** Each key's text in the page's language, placeholders left for the form to fill. */
export function categoryFormWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
