import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso, toNumber } from '../../db/dialect.js';
import { PROJECT_IS_PUBLIC } from '../listings/listing-status.js';
import type { AdvertisementRepository, AdvertisementRow } from './advertisement.repository.js';

/** Advertisement §2.9: the fields that leave the server. */
export function presentAdvertisement(row: AdvertisementRow) {
  return {
    id: row.id,
    for: row.for,
    type: row.type,
    property_id: row.property_id,
    project_id: row.project_id,
    package_id: row.package_id,
    customer_id: row.customer_id,
    status: Number(row.status),
    is_enable: Boolean(Number(row.is_enable)),
    start_date: toIso(row.start_date),
    end_date: toIso(row.end_date),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

type PropertySummaries = Awaited<ReturnType<AdvertisementRepository['propertySummaries']>>;
type ProjectSummaries = Awaited<ReturnType<AdvertisementRepository['projectSummaries']>>;

const category = (
  storage: StorageAdapter,
  r: { category_id: number; category_name: string; category_slug_id: string; category_image: string | null },
) => ({
  id: r.category_id,
  category: r.category_name,
  slug_id: r.category_slug_id,
  image: mediaUrl(storage, r.category_image),
});

/**
 * get-featured-data items (§2.9): the advertisement with the listing it features, so "my
 * advertisements" can show each one's picture and title without a call per item.
 */
export function presentFeaturedItems(
  storage: StorageAdapter,
  rows: AdvertisementRow[],
  properties: PropertySummaries,
  projects: ProjectSummaries,
  at: Date,
  /** Rejection reasons by advertisement id (shown to the owner beside a rejected ad). */
  reasons: ReadonlyMap<number, string> = new Map(),
) {
  const propertyById = new Map(properties.rows.map((p) => [p.id, p]));
  const projectById = new Map(projects.rows.map((p) => [p.id, p]));
  return rows.map((ad) => {
    const property = ad.property_id !== null ? propertyById.get(ad.property_id) : undefined;
    const project = ad.project_id !== null ? projectById.get(ad.project_id) : undefined;
    return {
      ...presentAdvertisement(ad),
      reject_reason: reasons.get(ad.id) ?? null,
      property: property
        ? {
            id: property.id,
            slug_id: property.slug_id,
            title: property.title,
            property_type: property.property_type,
            price: toNumber(property.price),
            city: property.city,
            state: property.state,
            country: property.country,
            title_image: mediaUrl(storage, property.title_image),
            category_id: property.category_id,
            category: category(storage, property),
            gallery: properties.gallery
              .filter((g) => g.property_id === property.id)
              .map((g) => ({
                id: g.id,
                image: g.image.split('/').pop() ?? g.image,
                image_url: mediaUrl(storage, g.image),
              })),
            is_favourite: properties.favourites.has(property.id),
          }
        : null,
      project: project
        ? {
            id: project.id,
            slug_id: project.slug_id,
            title: project.title,
            type: project.type,
            image: mediaUrl(storage, project.image),
            city: project.city,
            state: project.state,
            country: project.country,
            category_id: project.category_id,
            category: category(storage, project),
            is_promoted:
              project.promoted_until !== null && new Date(toIso(project.promoted_until) as string) > at,
            is_feature_available:
              Number(project.is_public) === PROJECT_IS_PUBLIC.visible && !projects.live.has(project.id),
          }
        : null,
    };
  });
}
