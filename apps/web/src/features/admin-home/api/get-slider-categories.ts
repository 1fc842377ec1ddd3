import type { ApiRead } from '@/lib/api-read';
import type { SliderCategoryChoice } from '../admin-sliders.types';

/** `GET admin/categories`: the categories a slider can point at (names for the list and picker). */
export function getSliderCategories(read: ApiRead) {
  return read<SliderCategoryChoice[]>('admin/categories', { limit: 100 });
}
