import type { OwnerAdvertisement } from '@/components/featuring/advertisement.types';

/** A get-featured-data item (§2.9): the advertisement with the listing it features. */
export interface FeaturedItem extends OwnerAdvertisement {
  property_id: number | null;
  project_id: number | null;
  /** The operator's reason, when the advertisement was rejected. */
  reject_reason?: string | null;
  property: { id: number; slug_id: string; title: string; title_image: string | null } | null;
  project: { id: number; slug_id: string; title: string; image: string | null } | null;
}
