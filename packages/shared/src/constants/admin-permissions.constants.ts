// Operator permissions, one per console area and kind of access (read or write). The API's call
// pipeline checks them on every /api/admin/ call; the admin console reads the same list to show
// only what the signed-in operator may do.

export const ADMIN_PERMISSIONS = [
  'listings.read',
  'listings.moderate',
  'users.read',
  'users.manage',
  'catalogue.read',
  'catalogue.write',
  'settings.read',
  'settings.write',
  'payments.read',
  'payments.write',
  'audit.read',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/**
 * What each stored `users.role` may do. Staff roles added by the admin console extend this
 * table; a role that is not listed (member, deleted…) has no operator permission at all.
 */
export const ROLE_PERMISSIONS: Readonly<Record<string, readonly AdminPermission[]>> = {
  admin: ADMIN_PERMISSIONS,
};

export function permissionsOf(role: string): readonly AdminPermission[] {
  return Object.hasOwn(ROLE_PERMISSIONS, role) ? (ROLE_PERMISSIONS[role] ?? []) : [];
}

export function roleHasPermission(role: string, permission: AdminPermission): boolean {
  return permissionsOf(role).includes(permission);
}
