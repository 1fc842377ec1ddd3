import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the places editors. The console's strings are not in the dictionary every page
// sends to the browser, so the server resolves these and hands them to the editors.

const KEYS = [
  'adminFacilityNew',
  'adminFacilityName',
  'adminFacilityAdd',
  'adminFacilitySave',
  'adminFacilityDelete',
  'adminFacilityDeleteConfirm',
  'adminFacilityInUse',
  'adminCityShown',
  'adminFacilityIcon',
  'adminSettingsImageReplace',
  'adminSettingsNoImage',
  'adminImageTooLarge',
  'adminImageWrongType',
  'adminCategorySaving',
  'adminCategoryDeleting',
] as const satisfies readonly TranslationKey[];

export function placesWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
