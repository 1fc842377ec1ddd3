import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { EditableProject } from '../project-form.types';

/** `get-added-projects?slug_id=`: one of my projects, in any state, as its owner sees it (404 if not mine). */
export function getEditableProject(read: ApiRead, slug: string) {
  return read<EditableProject>('get-added-projects', { slug_id: slug });
}

export function editableProjectQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['get-added-projects', { slug_id: slug }],
    queryFn: () => dataOf(getEditableProject(browserRead, slug)),
  });
}
