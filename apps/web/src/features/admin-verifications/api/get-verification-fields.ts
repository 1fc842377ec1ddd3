import type { AdminVerificationField } from '@domus/shared/schemas/verification-admin.schema';
import type { ApiRead } from '@/lib/api-read';

/** `admin/verification-fields`: every field, active or not, by rank then id. */
export function getVerificationFields(read: ApiRead) {
  return read<AdminVerificationField[]>('admin/verification-fields');
}
