import type { AdminVerificationApplication } from '@domus/shared/schemas/verification-admin.schema';
import type { ApiRead } from '@/lib/api-read';

/** `admin/verifications/{id}`: one application with the applicant and the answers. */
export function getAdminVerification(read: ApiRead, id: number) {
  return read<AdminVerificationApplication>(`admin/verifications/${id}`);
}
