import type { ApiRead } from '@/lib/api-read';
import type { AdminStaffAccount } from '../admin-staff.types';

/** `admin/staff`: staff accounts (admin or a staff role), newest first. */
export function getStaff(read: ApiRead) {
  return read<AdminStaffAccount[]>('admin/staff', { limit: 100 });
}
