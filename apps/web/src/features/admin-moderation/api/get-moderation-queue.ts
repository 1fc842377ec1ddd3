import type { ModerationState } from '@domus/shared/constants/moderation.constants';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ModerationKind, ProjectPreview, PropertyPreview } from '../moderation.types';

export const MODERATION_PAGE_SIZE = 20;

export interface ModerationFilters {
  request_status: ModerationState;
  search?: string;
}

type Preview<K extends ModerationKind> = K extends 'properties' ? PropertyPreview : ProjectPreview;

/** `admin/properties` / `admin/projects`: one page of listings in one moderation state. */
export function getModerationQueue<K extends ModerationKind>(
  read: ApiRead,
  kind: K,
  filters: ModerationFilters,
  page = 1,
) {
  return read<Preview<K>[]>(`admin/${kind}`, {
    ...filters,
    offset: (page - 1) * MODERATION_PAGE_SIZE,
    limit: MODERATION_PAGE_SIZE,
  });
}

export function moderationQueueQueryOptions<K extends ModerationKind>(
  kind: K,
  filters: ModerationFilters,
  page = 1,
) {
  return queryOptions({
    queryKey: [`admin/${kind}`, filters, page],
    queryFn: () => dataOf(getModerationQueue(browserRead, kind, filters, page)),
  });
}
