import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api-client';
import { type ApiRead, ApiReadError, browserRead } from '@/lib/api-read';
import type { ActivePackage, PackageItem, PackageList } from '../plans.types';

type PackageAnswer = { data: PackageItem[]; active_packages?: ActivePackage[] };

/** `get-package`: packages on sale (not those I hold) and, when signed in, my active packages. */
export async function getPackages(read: ApiRead): Promise<ApiResult<PackageList>> {
  const result = await read<PackageItem[]>('get-package');
  if (result.kind !== 'success') return result;
  const body = result.body as typeof result.body & PackageAnswer;
  return {
    ...result,
    body: { ...result.body, data: { available: body.data, active: body.active_packages ?? [] } },
  };
}

export function packagesQueryOptions() {
  return queryOptions({
    queryKey: ['get-package'],
    queryFn: async () => {
      const result = await getPackages(browserRead);
      if (result.kind !== 'success') throw new ApiReadError(result);
      return result.body.data;
    },
  });
}
