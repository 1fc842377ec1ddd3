import { infiniteQueryOptions } from '@tanstack/react-query';
import { type ApiRead, ApiReadError, browserRead } from '@/lib/api-read';
import type { ApiSuccess, PropertyDetail } from '@/lib/api-types';

export const RECOMMENDATIONS_PAGE_SIZE = 12;

/** `get_user_recommendation`: listings matching my interests, newest first. */
export function getUserRecommendation(read: ApiRead, offset = 0) {
  return read<PropertyDetail[]>('get_user_recommendation', { offset, limit: RECOMMENDATIONS_PAGE_SIZE });
}

export interface RecommendationPage {
  data: PropertyDetail[];
  total: number;
  offset: number;
}

async function page(offset: number): Promise<RecommendationPage> {
  const result = await getUserRecommendation(browserRead, offset);
  if (result.kind !== 'success') throw new ApiReadError(result);
  const body: ApiSuccess<PropertyDetail[]> = result.body;
  return { data: body.data, total: body.total ?? body.data.length, offset };
}

/** Pages of recommendations for "load more"; `version` names the interests they were read for. */
export function recommendationsInfiniteOptions(version: string) {
  return infiniteQueryOptions({
    queryKey: ['get_user_recommendation', version],
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: RecommendationPage) => {
      const next = last.offset + RECOMMENDATIONS_PAGE_SIZE;
      return next < last.total ? next : undefined;
    },
  });
}
