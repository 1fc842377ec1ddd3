import type { ApiRead } from '@/lib/api-read';
import type { AdCounts } from '../admin-advertisements.types';

/** `admin/advertisement-counts`: how many ads are in each status (the tabs). */
export function getAdvertisementCounts(read: ApiRead) {
  return read<AdCounts>('admin/advertisement-counts');
}
