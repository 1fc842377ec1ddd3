import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, permissionsOf, roleHasPermission } from './admin-permissions.constants';

describe('operator permissions by role', () => {
  it('gives the admin role every permission', () => {
    expect(permissionsOf('admin')).toEqual(ADMIN_PERMISSIONS);
    for (const permission of ADMIN_PERMISSIONS) expect(roleHasPermission('admin', permission)).toBe(true);
  });

  it('gives members, deleted accounts, unknown roles and Object keys nothing', () => {
    for (const role of ['member', 'deleted', 'staff', 'constructor', 'toString', '__proto__']) {
      expect(permissionsOf(role)).toEqual([]);
      expect(roleHasPermission(role, 'users.manage')).toBe(false);
    }
  });
});
