import type { SliderKind } from '@domus/shared/schemas/admin-slider.schema';
import type { TranslationKey } from '@/lib/i18n/translate.util';

export const SLIDERS_PATH = '/admin/sliders';

const TYPE_KEYS: Record<SliderKind, TranslationKey> = {
  default: 'adminSliderTypeDefault',
  category: 'adminSliderTypeCategory',
  property: 'adminSliderTypeProperty',
  link: 'adminSliderTypeLink',
};

/** The words naming a slider's type. */
export const sliderTypeKey = (type: SliderKind): TranslationKey => TYPE_KEYS[type];
