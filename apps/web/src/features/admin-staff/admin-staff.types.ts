import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';

// What admin/staff and admin/staff-roles answer (apps/api accounts/staff-admin, staff/staff-role).

export interface AdminStaffAccount {
  id: number;
  name: string | null;
  email: string | null;
  role: string;
  is_active: boolean;
}

export interface AdminStaffRole {
  id: number;
  name: string;
  permissions: AdminPermission[];
  holders: number;
}
