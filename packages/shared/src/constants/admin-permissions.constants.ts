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
  'content.read',
  'content.write',
  'settings.read',
  'settings.write',
  'payments.read',
  'payments.write',
  'audit.read',
  'staff.manage',
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

/**
 * Account roles that are not staff roles: a staff role may never take one of these names, and
 * only `admin` among them holds operator permissions (all of them, and it cannot be edited).
 */
export const BUILT_IN_ROLES = ['admin', 'agent', 'member', 'deleted'] as const;

export function isBuiltInRole(role: string): boolean {
  return (BUILT_IN_ROLES as readonly string[]).includes(role);
}

/** A stored staff role's JSON permission list, keeping only names that still exist. */
export function parsePermissions(json: string | null | undefined): AdminPermission[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return ADMIN_PERMISSIONS.filter((permission) => value.includes(permission));
  } catch {
    return [];
  }
}

/** The console areas a permission belongs to (the part before the dot), for checklists per area. */
export function permissionArea(permission: AdminPermission): string {
  return permission.slice(0, permission.indexOf('.'));
}
