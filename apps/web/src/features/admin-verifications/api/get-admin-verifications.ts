import type { AdminVerificationApplication } from '@domus/shared/schemas/verification-admin.schema';
import type { ApiRead } from '@/lib/api-read';

export const VERIFICATIONS_PAGE_SIZE = 20;

export interface VerificationFilters {
  status?: 'pending' | 'success' | 'failed';
  search?: string;
}

/** `admin/verifications`: one page of applications (pending oldest first), with the total. */
export function getAdminVerifications(read: ApiRead, filters: VerificationFilters, page = 1) {
  return read<AdminVerificationApplication[]>('admin/verifications', {
    ...filters,
    offset: (page - 1) * VERIFICATIONS_PAGE_SIZE,
    limit: VERIFICATIONS_PAGE_SIZE,
  });
}
