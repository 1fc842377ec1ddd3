import { parsePermissions } from '@domus/shared/constants/admin-permissions.constants';
import { toIso } from '../../db/dialect.js';
import type { StaffRoleRow } from './staff-role.repository.js';

/** A staff role as the console shows it; `holders`: staff accounts that have it. */
export function presentStaffRole(row: StaffRoleRow, holders: number) {
  return {
    id: row.id,
    name: row.name,
    permissions: parsePermissions(row.permissions),
    holders,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export type AdminStaffRole = ReturnType<typeof presentStaffRole>;

/** The audited state of a role. */
export function auditedRole(row: StaffRoleRow) {
  return { name: row.name, permissions: parsePermissions(row.permissions) };
}
