import type { ApiRead } from '@/lib/api-read';
import type { AdminMember } from '../admin-members.types';

export const ADMIN_MEMBERS_PAGE_SIZE = 20;

export interface AdminMemberFilters {
  search?: string;
  active?: boolean;
  role?: string;
  verification_status?: string;
}

/** `admin/members`: one page of accounts, newest first, with the total. */
export function getAdminMembers(read: ApiRead, filters: AdminMemberFilters, page = 1) {
  return read<AdminMember[]>('admin/members', {
    ...filters,
    offset: (page - 1) * ADMIN_MEMBERS_PAGE_SIZE,
    limit: ADMIN_MEMBERS_PAGE_SIZE,
  });
}
