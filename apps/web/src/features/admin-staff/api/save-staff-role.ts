import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminStaffRole } from '../admin-staff.types';

/** `POST admin/staff-roles` (no id) or `PATCH admin/staff-roles/{id}`: name and permissions. */
export function saveStaffRole(
  id: number | null,
  body: { name: string; permissions: AdminPermission[] },
  handlers: AnswerHandlers<AdminStaffRole, BrowserApiRequest>,
) {
  return callApi<AdminStaffRole>(
    {
      call: id ? `admin/staff-roles/${id}` : 'admin/staff-roles',
      method: id ? 'PATCH' : 'POST',
      body: { ...body },
    },
    handlers,
  );
}
