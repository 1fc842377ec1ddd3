import type { ApiRead } from '@/lib/api-read';
import type { AdminStaffRole } from '../admin-staff.types';

/** `admin/staff-roles`: every stored staff role with its permissions and holders. */
export function getStaffRoles(read: ApiRead) {
  return read<AdminStaffRole[]>('admin/staff-roles');
}
