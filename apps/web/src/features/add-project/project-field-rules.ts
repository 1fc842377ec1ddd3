import type { TranslationKey } from '@/lib/i18n/translate.util';
import { PROJECT_TEXT_FIELDS, type ProjectTextField } from './project-form-values.util';

// The project form's text fields: their labels, which are required (the first ten, and the cover
// picture) and the lengths the API takes (contract §3.3 post_project), and the page's order of
// every field a message can name (the first one with a message takes the focus).

export const FIELD_LABELS: Record<ProjectTextField, TranslationKey> = {
  title: 'projectFieldTitle',
  description: 'projectFieldDescription',
  category_id: 'projectFieldCategory',
  type: 'projectFieldType',
  location: 'projectFieldLocation',
  city: 'accountFieldCity',
  state: 'accountFieldState',
  country: 'accountFieldCountry',
  latitude: 'accountFieldLatitude',
  longitude: 'accountFieldLongitude',
  video_link: 'projectFieldVideo',
  meta_title: 'projectFieldMetaTitle',
  meta_description: 'projectFieldMetaDescription',
  meta_keywords: 'projectFieldMetaKeywords',
};
export const REQUIRED_FIELDS = new Set<string>([...PROJECT_TEXT_FIELDS.slice(0, 10), 'image']);
export const FIELD_MAX: Partial<Record<ProjectTextField, number>> = {
  description: 20_000,
  location: 500,
  city: 100,
  state: 100,
  country: 100,
  latitude: 20,
  longitude: 20,
  video_link: 500,
  meta_description: 1000,
  meta_keywords: 1000,
};

/** Every field a message can name, in the page's order, with `planCount` floor plans shown. */
export function fieldOrder(planCount: number): string[] {
  return [
    ...PROJECT_TEXT_FIELDS.slice(0, 10),
    'image',
    'gallery_images',
    'documents',
    'video_link',
    ...Array.from({ length: planCount }, (_, i) => [`plans.${i}.title`, `plans.${i}.document`]).flat(),
    'plans',
    'meta_title',
    'meta_description',
    'meta_keywords',
    'meta_image',
    'reason',
  ];
}
