import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf, type ReadParams } from '@/lib/api-read';
import type { OwnedProject } from '../my-projects.types';

export const MY_PROJECTS_PAGE_SIZE = 20;

/** `get-added-projects`: my projects in any state, newest first, with the owner's extras. */
export function getAddedProjects(read: ApiRead, filters: ReadParams, offset = 0) {
  return read<OwnedProject[]>('get-added-projects', { ...filters, offset, limit: MY_PROJECTS_PAGE_SIZE });
}

export function addedProjectsQueryOptions(filters: ReadParams, offset = 0) {
  return queryOptions({
    queryKey: ['get-added-projects', filters, offset],
    queryFn: () => dataOf(getAddedProjects(browserRead, filters, offset)),
  });
}

/** `get-added-projects?slug_id=`: one of my projects in any state (an object; 404 if not mine). */
export function getAddedProject(read: ApiRead, slug: string) {
  return read<OwnedProject>('get-added-projects', { slug_id: slug });
}

export function addedProjectQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['get-added-projects', { slug_id: slug }],
    queryFn: () => dataOf(getAddedProject(browserRead, slug)),
  });
}
