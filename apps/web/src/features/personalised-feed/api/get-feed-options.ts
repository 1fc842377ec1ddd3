import type { ApiResult } from '@/lib/api-client';
import type { ApiRead } from '@/lib/api-read';
import type { Category, CityItem, OutdoorFacility } from '@/lib/api-types';

// The interests form's choices: every active category, the nearby-place types and the cities
// with listings (suggestions only: any city may be typed). They degrade to empty on failure.

export interface FeedOptions {
  categories: Category[];
  facilities: OutdoorFacility[];
  cities: string[];
}

function listOf<T>(result: ApiResult<T[]>): T[] {
  return result.kind === 'success' && Array.isArray(result.body.data) ? result.body.data : [];
}

export async function getFeedOptions(read: ApiRead): Promise<FeedOptions> {
  const [categories, facilities, cities] = await Promise.all([
    read<Category[]>('get_categories', { limit: 100 }),
    read<OutdoorFacility[]>('get_facilities'),
    read<CityItem[]>('get-cities-data', { offset: 0, limit: 100 }),
  ]);
  return {
    categories: listOf(categories),
    facilities: listOf(facilities),
    cities: listOf(cities).map((c) => c.City),
  };
}
