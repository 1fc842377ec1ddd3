import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ModerationCounts } from '../moderation.types';

/** `admin/moderation-counts`: how many properties and projects wait for a decision. */
export function getModerationCounts(read: ApiRead) {
  return read<ModerationCounts>('admin/moderation-counts');
}

export function moderationCountsQueryOptions() {
  return queryOptions({
    queryKey: ['admin/moderation-counts'],
    queryFn: () => dataOf(getModerationCounts(browserRead)),
  });
}
