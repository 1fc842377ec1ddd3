import {
  ADMIN_PERMISSIONS,
  type AdminPermission,
  isBuiltInRole,
  parsePermissions,
  ROLE_PERMISSIONS,
  roleHasPermission,
} from '@domus/shared/constants/admin-permissions.constants';
import {
  type AdminStaffRoleInput,
  type AdminStaffRoleUpdateInput,
  STAFF_MESSAGES,
} from '@domus/shared/schemas/admin-staff.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { auditedRole, presentStaffRole } from './staff-role.presenter.js';
import { staffRoleRepository } from './staff-role.repository.js';

/** The permissions as stored: in the list's order, so equal sets compare equal. */
function stored(permissions: readonly AdminPermission[]): string {
  return JSON.stringify(ADMIN_PERMISSIONS.filter((p) => permissions.includes(p)));
}

/**
 * Staff roles (issue 14): named permission sets an operator with `staff.manage` creates, edits
 * and deletes. The built-in `admin` role holds every permission and is not stored, so it can be
 * neither edited nor deleted. The call pipeline reads a caller's role with their session on
 * every request (auth.plugin), so an edit applies from the next call, never later. A role still
 * held by an account is not deleted (409 ROLE_IN_USE); renaming one renames it for its holders.
 */
export function staffRoleService(deps: AppDeps, audit: AuditService) {
  const repo = staffRoleRepository(deps.db);

  async function present(rows: Awaited<ReturnType<typeof repo.all>>) {
    const holders = await repo.holders(rows.map((r) => r.name));
    return rows.map((row) => presentStaffRole(row, holders.get(row.name) ?? 0));
  }

  return {
    /** What the signed-in operator may do: the console shows only that. */
    me(viewer: Viewer) {
      return {
        id: viewer.user.id,
        name: viewer.user.name,
        role: viewer.user.role,
        permissions: [...viewer.permissions],
      };
    },

    async list(viewer: Viewer) {
      assertMay(viewer, 'staff.manage');
      return present(await repo.all());
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'staff.manage');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return (await present([row]))[0];
    },

    /**
     * Every role that grants `permission`: the built-in ones and the stored staff roles, read
     * now (an edit applies from the next call, as it does for the role's holders).
     */
    async rolesGranting(permission: AdminPermission): Promise<string[]> {
      const builtIn = Object.keys(ROLE_PERMISSIONS).filter((role) => roleHasPermission(role, permission));
      const stored = (await repo.all())
        .filter((row) => !isBuiltInRole(row.name) && parsePermissions(row.permissions).includes(permission))
        .map((row) => row.name);
      return [...builtIn, ...stored];
    },

    /** Whether a role name can be given to an account: `admin` or a stored staff role. */
    async exists(name: string): Promise<boolean> {
      return name === 'admin' || (!isBuiltInRole(name) && !!(await repo.findByName(name)));
    },

    async create(operator: OperatorRequest, input: AdminStaffRoleInput) {
      assertMay(operator.viewer, 'staff.manage');
      const row = await deps.db.transaction().execute(async (trx) => {
        const tx = staffRoleRepository(trx);
        if (await tx.findByName(input.name)) throw errors.field('name', STAFF_MESSAGES.roleNameTaken);
        const created = await tx.insert(input.name, stored(input.permissions), deps.now());
        await audit.within(trx).record(operator, {
          action: 'staff_role.create',
          target: { type: 'staff_role', id: created.id },
          before: null,
          after: auditedRole(created),
        });
        return created;
      });
      return presentStaffRole(row, 0);
    },

    async update(operator: OperatorRequest, input: AdminStaffRoleUpdateInput) {
      assertMay(operator.viewer, 'staff.manage');
      const row = await deps.db.transaction().execute(async (trx) => {
        const tx = staffRoleRepository(trx);
        const before = await tx.find(input.id);
        if (!before) throw errors.notFound();
        if (input.name !== before.name && (await tx.findByName(input.name)))
          throw errors.field('name', STAFF_MESSAGES.roleNameTaken);
        const at = deps.now();
        const after = await tx.update(input.id, input.name, stored(input.permissions), at);
        if (after.name !== before.name) await tx.renameHolders(before.name, after.name, at);
        await audit.within(trx).record(operator, {
          action: 'staff_role.update',
          target: { type: 'staff_role', id: input.id },
          before: auditedRole(before),
          after: auditedRole(after),
        });
        return after;
      });
      return (await present([row]))[0];
    },

    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'staff.manage');
      await deps.db.transaction().execute(async (trx) => {
        const tx = staffRoleRepository(trx);
        const before = await tx.find(id);
        if (!before) throw errors.notFound();
        if ((await tx.holders([before.name])).get(before.name)) throw errors.coded('ROLE_IN_USE');
        await tx.remove(id);
        await audit.within(trx).record(operator, {
          action: 'staff_role.delete',
          target: { type: 'staff_role', id },
          before: auditedRole(before),
          after: null,
        });
      });
      return { id };
    },
  };
}

export type StaffRoleService = ReturnType<typeof staffRoleService>;
