import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the sliders list and form. The console's strings are not in the dictionary every
// page sends to the browser, so the server resolves these and hands them to the client parts.

const KEYS = [
  'adminSlidersColOrder',
  'adminSlidersColImage',
  'adminSlidersColType',
  'adminSlidersColTarget',
  'adminSlidersColShown',
  'adminSlidersColActions',
  'adminSliderTypeDefault',
  'adminSliderTypeCategory',
  'adminSliderTypeProperty',
  'adminSliderTypeLink',
  'adminSlidersTargetCategory',
  'adminSlidersTargetProperty',
  'adminSlidersSwitch',
  'adminSlidersUp',
  'adminSlidersDown',
  'adminSlidersEdit',
  'adminSlidersEditLabel',
  'adminSlidersDelete',
  'adminSlidersDeleteLabel',
  'adminSlidersDeleteConfirm',
  'adminSlidersBeyondLimit',
  'adminSliderType',
  'adminSliderCategory',
  'adminSliderCategoryChoose',
  'adminSliderProperty',
  'adminSliderPropertyHint',
  'adminSliderPropertySearch',
  'adminSliderPropertyNone',
  'adminSliderLink',
  'adminSliderLinkHint',
  'adminSliderShowDetails',
  'adminSliderStatus',
  'adminSliderImage',
  'adminSliderWebImage',
  'adminSliderImageHint',
  'adminSliderImageKeep',
  'adminSliderNoImage',
  'adminSliderPreview',
  'adminSliderCreate',
  'adminSliderSave',
  'adminSliderSaving',
  'adminSliderFixErrors',
  'adminImageTooLarge',
  'adminImageWrongType',
  'requiredField',
] as const satisfies readonly TranslationKey[];

/** Each key's text in the page's language, placeholders left for the client parts to fill. */
export function sliderWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
