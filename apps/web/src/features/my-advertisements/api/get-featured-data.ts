import type { FeatureFor } from '@/components/featuring/advertisement.types';
import type { ApiRead } from '@/lib/api-read';
import type { FeaturedItem } from '../my-advertisements.types';

export const ADVERTISEMENTS_PAGE_SIZE = 10;

/** `get-featured-data`: my advertisements of one kind, newest first, every status, with `total`. */
export function getFeaturedData(read: ApiRead, kind: FeatureFor, offset = 0) {
  return read<FeaturedItem[]>('get-featured-data', { type: kind, offset, limit: ADVERTISEMENTS_PAGE_SIZE });
}
