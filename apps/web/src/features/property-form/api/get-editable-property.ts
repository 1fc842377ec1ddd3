import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { EditableProperty } from '../property-form.types';

/** `get-added-properties?slug_id=`: one of my listings, in any state, as its owner sees it. */
export function getEditableProperty(read: ApiRead, slug: string) {
  return read<EditableProperty[]>('get-added-properties', { slug_id: slug });
}

export function editablePropertyQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['get-added-properties', { slug_id: slug }],
    queryFn: () => dataOf(getEditableProperty(browserRead, slug)),
  });
}
