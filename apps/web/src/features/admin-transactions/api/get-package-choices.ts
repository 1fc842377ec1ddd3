import type { ApiRead } from '@/lib/api-read';
import type { PackageChoice } from '../admin-transactions.types';

/** `get-package`: the packages on sale, for the filter and the assign form. */
export function getPackageChoices(read: ApiRead) {
  return read<PackageChoice[]>('get-package');
}
