import type { ApiRead } from '@/lib/api-read';
import type { AdminMemberDetail } from '../admin-members.types';

/** `admin/members/{id}`: one account with what it holds. */
export function getAdminMember(read: ApiRead, id: number) {
  return read<AdminMemberDetail>(`admin/members/${id}`);
}
