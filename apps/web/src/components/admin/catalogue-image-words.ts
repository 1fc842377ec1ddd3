import type { Translate } from '@/lib/i18n/translate.util';
import type { CatalogueImageWords } from './catalogue-image-field.client';

/** The words of one catalogue picture's field; `label` names the picture ("Icon of Villa"). */
export function catalogueImageWords(t: Translate, label: string): CatalogueImageWords {
  return {
    label,
    replace: t('adminSettingsImageReplace', { name: label }),
    none: t('adminSettingsNoImage'),
    tooLarge: t('adminImageTooLarge'),
    wrongType: t('adminImageWrongType'),
  };
}
