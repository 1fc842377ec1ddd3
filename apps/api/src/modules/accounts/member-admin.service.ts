import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import { emailKey } from '@domus/shared/schemas/account.schema';
import type { AdminMemberListQuery } from '@domus/shared/schemas/admin-staff.schema';
import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AccountService } from './account.service.js';
import type { AccountDeletionService } from './account-deletion.service.js';
import { accountErrors } from './account-errors.js';
import type { AccountStatusService } from './account-status.service.js';
import { presentMember, presentMemberDetail } from './member-admin.presenter.js';
import { isStaffRole, memberAdminRepository } from './member-admin.repository.js';
import { hashPassword } from './password.js';
import { userRepository } from './user.repository.js';
import { uniqueSlugFor } from './user-slug.js';

export interface NewAccountInput {
  name: string;
  email: string;
  /** Absent: the account gets no password and the member is mailed a link to set one. */
  password?: string;
  role: string;
}

/**
 * Members in the operators' console (issue 14): the searchable list, one account with what it
 * holds, and the writes, each reusing the member-side path: activation through account-status
 * (sessions and sockets close with it), the reset mail through password-reset. Every write is
 * in the audit log with before and after.
 */
export function memberAdminService(
  deps: AppDeps,
  audit: AuditService,
  status: AccountStatusService,
  accounts: AccountService,
  deletion: AccountDeletionService,
) {
  const repo = memberAdminRepository(deps.db);

  async function findOr404(id: number): Promise<Row<'users'>> {
    const user = await repo.find(id);
    if (!user) throw errors.notFound();
    return user;
  }

  return {
    async list(viewer: Viewer, query: AdminMemberListQuery) {
      assertMay(viewer, 'users.read');
      const { rows, total } = await repo.page(
        {
          search: query.search,
          active: query.active,
          role: query.role,
          verificationStatus: query.verification_status,
        },
        query.offset,
        query.limit,
      );
      return { data: rows.map(presentMember), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'users.read');
      const user = await findOr404(id);
      return presentMemberDetail(user, await repo.counts(id, nowIso(deps.now())));
    },

    /** Activation and deactivation: the one existing path (it audits and closes sessions). */
    async setActive(operator: OperatorRequest, id: number, active: boolean) {
      assertMay(operator.viewer, 'users.manage');
      return status.setActive(operator, id, active);
    },

    /**
     * A new account signing in with email and password, verified (the operator vouches for the
     * address). Without a password the reset mail goes out so the owner sets their own.
     */
    async create(
      operator: OperatorRequest,
      input: NewAccountInput,
      permission: AdminPermission = 'users.manage',
    ) {
      assertMay(operator.viewer, permission);
      // Members are created by users.manage; any other role only by staff.manage.
      if (input.role !== 'member') assertMay(operator.viewer, 'staff.manage');
      const key = emailKey(input.email);
      if (await userRepository(deps.db).findByEmailKey(key)) throw accountErrors.emailInUse();
      const at = deps.now();
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const user = await deps.db
        .transaction()
        .execute(async (trx) => {
          const users = userRepository(trx);
          const created = await users.insert({
            name: input.name,
            slug_id: await uniqueSlugFor(users, input.name),
            email: input.email,
            email_key: key,
            password_hash: passwordHash,
            logintype: 3,
            role: input.role,
            is_email_verified: 1,
            is_active: 1,
            notification: 1,
            created_at: nowIso(at),
            updated_at: nowIso(at),
          });
          await audit.within(trx).record(operator, {
            action: 'user.create',
            target: { type: 'user', id: created.id },
            before: null,
            after: { name: created.name, email: created.email, role: created.role, is_active: true },
          });
          return created;
        })
        .catch((error: unknown) => {
          // Two operators creating one address at once: the unique email key lets one win.
          if (isUniqueViolation(error)) throw accountErrors.emailInUse();
          throw error;
        });
      if (!input.password) await accounts.passwordReset.requestReset(input.email, operator.ip ?? 'operator');
      return presentMember(user);
    },

    /**
     * The member's account deleted as delete_user deletes it (listings, chats, files; payments
     * kept, unlinked), audited in the same transaction. A staff account loses its rights first
     * (admin/staff), so no operator removes another by mistake; nobody deletes themselves here.
     */
    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'users.manage');
      if (id === operator.viewer.user.id) throw errors.forbidden();
      const user = await findOr404(id);
      if (isStaffRole(user.role)) throw errors.forbidden();
      await deletion.deleteForOperator(id, (trx) =>
        audit.within(trx).record(operator, {
          action: 'user.delete',
          target: { type: 'user', id },
          before: { name: user.name, email: user.email, mobile: user.mobile, role: user.role },
          after: null,
        }),
      );
      return { id };
    },

    /** The member's own forgot-password mail, sent on their behalf. */
    async sendPasswordReset(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'users.manage');
      const user = await findOr404(id);
      if (user.logintype !== 3 || !user.email)
        throw errors.field('id', 'This account does not sign in with an email and password');
      await accounts.passwordReset.requestReset(user.email, operator.ip ?? 'operator');
      await audit.within(deps.db).record(operator, {
        action: 'user.password_reset_mail',
        target: { type: 'user', id },
        before: null,
        after: { email: user.email },
      });
      return { id };
    },
  };
}

export type MemberAdminService = ReturnType<typeof memberAdminService>;
