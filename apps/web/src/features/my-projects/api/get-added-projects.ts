import type { ApiRead, ReadParams } from '@/lib/api-read';
import type { OwnedProject } from '../my-projects.types';

export const MY_PROJECTS_PAGE_SIZE = 20;

/** `get-added-projects`: my projects in any state, newest first, with the owner's extras. */
export function getAddedProjects(read: ApiRead, filters: ReadParams, offset = 0) {
  return read<OwnedProject[]>('get-added-projects', { ...filters, offset, limit: MY_PROJECTS_PAGE_SIZE });
}
