import { inflateParameters } from '@domus/shared/utils/parameter-refs.util';
import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api-client';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { ParameterWithValue, PropertyListItem } from '@/lib/api-types';
import { apiQuery, type SearchFilters } from '../search-params.util';

/**
 * `get-property-list` with the page's filters (empty values never go out). Asked with each
 * parameter's name, icon and type sent once per page (`parameter_refs`, a third of the bytes) and
 * put back together here, so the page works with the contract's items.
 */
export async function getPropertyList(
  read: ApiRead,
  filters: SearchFilters,
): Promise<ApiResult<PropertyListItem[]>> {
  const result = await read<PropertyListItem[]>('get-property-list', {
    ...Object.fromEntries(new URLSearchParams(apiQuery(filters))),
    parameter_refs: 1,
  });
  if (result.kind !== 'success') return result;
  const parameters = (result.body as { parameters?: Omit<ParameterWithValue, 'value'>[] }).parameters ?? [];
  type Item = PropertyListItem & { parameters?: (ParameterWithValue & Record<string, unknown>)[] };
  const data = inflateParameters(result.body.data as Item[], parameters) as PropertyListItem[];
  return { ...result, body: { ...result.body, data } };
}

export function propertyListQueryOptions(filters: SearchFilters) {
  return queryOptions({
    queryKey: ['get-property-list', apiQuery(filters)],
    queryFn: () => dataOf(getPropertyList(browserRead, filters)),
  });
}
