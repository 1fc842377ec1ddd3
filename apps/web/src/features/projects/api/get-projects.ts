import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ProjectListItem } from '@/lib/api-types';
import type { ProjectFilters } from '../project-filters.util';

export const PROJECTS_PER_PAGE = 12;

/** `get-projects`: promoted (featured) first, then newest. */
export function getProjects(read: ApiRead, filters: ProjectFilters) {
  const byId = filters.category !== undefined && /^\d+$/.test(filters.category);
  return read<ProjectListItem[]>('get-projects', {
    offset: (filters.page - 1) * PROJECTS_PER_PAGE,
    limit: PROJECTS_PER_PAGE,
    search: filters.search,
    type: filters.type,
    city: filters.city,
    category_id: byId ? filters.category : undefined,
    category_slug_id: filters.category && !byId ? filters.category : undefined,
  });
}

export function projectsQueryOptions(filters: ProjectFilters) {
  return queryOptions({
    queryKey: ['get-projects', filters],
    queryFn: () => dataOf(getProjects(browserRead, filters)),
  });
}
