import type { ApiRead } from '@/lib/api-read';
import type { AdminListingRecord } from '../admin-listing-form.types';

/** `admin/properties/{id}`: the full editable record, its owner and moderation state. */
export function getAdminProperty(read: ApiRead, id: number) {
  return read<AdminListingRecord>(`admin/properties/${id}`);
}
