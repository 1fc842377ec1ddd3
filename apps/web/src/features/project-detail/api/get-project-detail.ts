import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf, type RecordedCall } from '@/lib/api-read';
import type { ProjectDetail } from '@/lib/api-types';

/** `get-project-detail` by slug, with similar projects, without counting a view (as for properties). */
export function getProjectDetail(read: ApiRead, slugId: string) {
  return read<ProjectDetail>('get-project-detail', { slug_id: slugId, get_similar: 1, count_view: 0 });
}

/** The visitor's view of the page, recorded apart from the read. */
export function projectView(slugId: string): RecordedCall {
  return { call: 'get-project-detail', params: { slug_id: slugId, count_view: 1 } };
}

/** For islands: never counts a view (the page already did). */
export function projectDetailQueryOptions(slugId: string) {
  return queryOptions({
    queryKey: ['get-project-detail', slugId],
    queryFn: () => dataOf(getProjectDetail(browserRead, slugId)),
  });
}
