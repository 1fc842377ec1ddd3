import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import type { Row } from '../../db/types.js';

const SLIDER_TYPES: Record<string, string> = {
  '1': 'Only Image',
  '2': 'Category',
  '3': 'Property',
  '4': 'Other Link',
};

/** A homepage slider. */
export function presentSlider(
  storage: StorageAdapter,
  row: Row<'sliders'>,
  targets: { category?: Row<'categories'>; property: unknown },
) {
  return {
    id: row.id,
    type: SLIDER_TYPES[row.type] ?? 'Only Image',
    slider_type: row.type,
    image: mediaUrl(storage, row.image),
    web_image: mediaUrl(storage, row.web_image ?? row.image),
    link: row.type === '4' ? row.link : null,
    show_property_details: !!row.show_property_details,
    category_id: row.category_id,
    property_id: row.property_id,
    category:
      row.type === '2' && targets.category
        ? { id: targets.category.id, category: targets.category.category, slug_id: targets.category.slug_id }
        : null,
    property: row.type === '3' ? targets.property : null,
  };
}
