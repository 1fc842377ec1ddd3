import type { AdminStaffCreateInput, AdminStaffListQuery } from '@domus/shared/schemas/admin-staff.schema';
import { STAFF_MESSAGES } from '@domus/shared/schemas/admin-staff.schema';
import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { StaffRoleService } from '../staff/staff-role.service.js';
import { presentMember } from './member-admin.presenter.js';
import { isStaffRole, memberAdminRepository } from './member-admin.repository.js';
import type { MemberAdminService } from './member-admin.service.js';

/**
 * Staff accounts (issue 14): accounts whose role is `admin` or a staff role. An operator with
 * `staff.manage` lists them, creates one, gives another role or takes the staff rights away
 * (the account stays, as a member). Nobody changes their own role: the last admin could lock
 * everybody out. A role change applies at the account's next call (permissions are read with
 * the session on every request).
 */
export function staffAdminService(
  deps: AppDeps,
  audit: AuditService,
  roles: StaffRoleService,
  members: MemberAdminService,
) {
  const repo = memberAdminRepository(deps.db);

  async function assertRole(role: string): Promise<void> {
    if (!(await roles.exists(role))) throw errors.field('role', STAFF_MESSAGES.roleUnknown);
  }

  async function setRole(operator: OperatorRequest, id: number, role: string) {
    if (id === operator.viewer.user.id) throw errors.forbidden();
    return deps.db.transaction().execute(async (trx) => {
      const tx = memberAdminRepository(trx);
      const before = await tx.find(id);
      if (!before) throw errors.notFound();
      const after = await tx.setRole(id, role, nowIso(deps.now()));
      await audit.within(trx).record(operator, {
        action: 'user.role_change',
        target: { type: 'user', id },
        before: { role: before.role },
        after: { role: after.role },
      });
      return presentMember(after);
    });
  }

  return {
    async list(viewer: Viewer, query: AdminStaffListQuery) {
      assertMay(viewer, 'staff.manage');
      const { rows, total } = await repo.staffPage(query.search, query.offset, query.limit);
      return { data: rows.map(presentMember), total };
    },

    async create(operator: OperatorRequest, input: AdminStaffCreateInput) {
      assertMay(operator.viewer, 'staff.manage');
      await assertRole(input.role);
      return members.create(operator, input, 'staff.manage');
    },

    /** Another role for an account (a member becomes staff this way too). */
    async changeRole(operator: OperatorRequest, id: number, role: string) {
      assertMay(operator.viewer, 'staff.manage');
      await assertRole(role);
      return setRole(operator, id, role);
    },

    /** The account stays, as a member: every operator permission ends at its next call. */
    async removeStaff(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'staff.manage');
      const target = await repo.find(id);
      if (!target || !isStaffRole(target.role)) throw errors.notFound();
      return setRole(operator, id, 'member');
    },
  };
}

export type StaffAdminService = ReturnType<typeof staffAdminService>;
