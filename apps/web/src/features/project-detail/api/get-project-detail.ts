import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ProjectDetail } from '@/lib/api-types';

/** `get-project-detail` by slug, with similar projects; views counted as for properties. */
export function getProjectDetail(read: ApiRead, slugId: string, countView: boolean) {
  return read<ProjectDetail>('get-project-detail', {
    slug_id: slugId,
    get_similar: 1,
    count_view: countView ? 1 : 0,
  });
}

/** For islands: never counts a view (the page already did). */
export function projectDetailQueryOptions(slugId: string) {
  return queryOptions({
    queryKey: ['get-project-detail', slugId],
    queryFn: () => dataOf(getProjectDetail(browserRead, slugId, false)),
  });
}
