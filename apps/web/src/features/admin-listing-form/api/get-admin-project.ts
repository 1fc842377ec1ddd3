import type { ApiRead } from '@/lib/api-read';
import type { AdminListingRecord } from '../admin-listing-form.types';

/** `admin/projects/{id}`: the full editable record (floor plans, files by id), its owner and moderation state. */
export function getAdminProject(read: ApiRead, id: number) {
  return read<AdminListingRecord>(`admin/projects/${id}`);
}
