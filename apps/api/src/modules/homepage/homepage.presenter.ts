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
    is_sponsored: false,
  };
}

/**
 * A live slider advertisement as a slider entry (Domus's extension of §2.15): the operator's
 * `Property` shape pointing at the listing, or `Project` (slider_type "5") with `project_id` and
 * the project list item. `id` is the advertisement's; `is_sponsored` tells clients to label it.
 */
export function presentSponsoredSlide(
  storage: StorageAdapter,
  ad: { id: number; property_id: number | null; project_id: number | null; image: string | null },
  card: unknown,
) {
  const isProject = ad.project_id !== null;
  const image = mediaUrl(storage, ad.image);
  return {
    id: ad.id,
    type: isProject ? 'Project' : 'Property',
    slider_type: isProject ? '5' : '3',
    image,
    web_image: image,
    link: null,
    show_property_details: true,
    category_id: null,
    property_id: ad.property_id,
    category: null,
    property: isProject ? null : card,
    ...(isProject ? { project_id: ad.project_id, project: card } : {}),
    is_sponsored: true,
    advertisement_id: ad.id,
  };
}
