import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import { hasOptions } from '@domus/shared/schemas/verification.schema';
import {
  type AdminVerificationApplication,
  type AdminVerificationField,
  VERIFICATION_ADMIN_MESSAGES,
  type VerificationFieldInput,
  type VerificationFieldUpdateInput,
  type VerificationListQuery,
} from '@domus/shared/schemas/verification-admin.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationInput, NotificationService } from '../notifications/notification.service.js';
import { presentAdminApplication, presentAdminField } from './verification.presenter.js';
import { verificationRepository } from './verification.repository.js';
import { loadApplications } from './verification.service.js';
import { type FieldValues, verificationFormRepository } from './verification-form.repository.js';
import { assertAction, lostRace, type VerificationAction } from './verification-status.js';

type Review = Exclude<VerificationAction, 'apply'>;

/** Where the member reads their state and the reason (the web's verification page). */
const MEMBER_PAGE = '/user/agent-verification';

/** What the member is told of each review (contract §4.13: type 1, email too). */
function memberNotice(action: Review, reason: string | null): NotificationInput {
  const base = { type: NOTIFICATION_TYPE.statusUpdate, link: MEMBER_PAGE };
  if (action === 'approve')
    return {
      ...base,
      event: 'verification_success',
      title: 'Verification approved',
      message:
        'Your agent verification has been approved. Your profile and listings now show the verified badge.',
    };
  if (action === 'revoke')
    return {
      ...base,
      event: 'verification_failed',
      title: 'Verification revoked',
      message: `Your agent verification has been revoked. Reason: ${reason}`,
    };
  return {
    ...base,
    event: 'verification_failed',
    title: 'Verification failed',
    message: `Your agent verification was not approved. Reason: ${reason}`,
  };
}

const fieldAudit = (field: AdminVerificationField) => ({
  name: field.name,
  field_type: field.field_type,
  rank: field.rank,
  active: field.active,
  section: field.section,
  options: field.options.map((o) => o.value),
});

/**
 * The operators' side of agent verification (contract §3.8, §4.8): the form builder and the
 * review queue. A review moves the application and the member's state together from the state
 * read (a conditional update: a concurrent re-apply or review loses with 409), records itself in
 * the audit log and stores the member's notification in the same transaction; after the commit
 * it mails and pushes it, and drops every cached public answer showing the member's badge or the
 * agents' order.
 */
export function verificationAdminService(
  deps: AppDeps,
  audit: AuditService,
  notifications: NotificationService,
) {
  const repo = verificationRepository(deps.db);
  const formRepo = verificationFormRepository(deps.db);

  async function presentFields(ids?: number[]): Promise<AdminVerificationField[]> {
    const fields = (await formRepo.fields(false)).filter((f) => !ids || ids.includes(f.id));
    const fieldIds = fields.map((f) => f.id);
    const [options, counts] = await Promise.all([
      formRepo.options(fieldIds),
      formRepo.answerCounts(fieldIds),
    ]);
    return fields.map((field) =>
      presentAdminField(
        field,
        options.filter((o) => o.field_id === field.id),
        counts.get(field.id) ?? 0,
      ),
    );
  }

  async function oneField(id: number): Promise<AdminVerificationField> {
    const [field] = await presentFields([id]);
    if (!field) throw errors.notFound();
    return field;
  }

  async function presentApplications(rows: Parameters<typeof loadApplications>[2]) {
    const loaded = await loadApplications(deps, deps.db, rows);
    return loaded.map((l) => presentAdminApplication(l.application, l.applicant, l.answers, l.ctx));
  }

  async function oneApplication(id: number): Promise<AdminVerificationApplication> {
    const application = await repo.application(id);
    if (!application) throw errors.notFound();
    const [presented] = await presentApplications([application]);
    if (!presented) throw errors.notFound();
    return presented;
  }

  async function review(operator: OperatorRequest, id: number, action: Review, reason: string | null) {
    assertMay(operator.viewer, 'users.manage');
    const { userId, pending } = await deps.db.transaction().execute(async (trx) => {
      const tx = verificationRepository(trx);
      const application = await tx.application(id);
      if (!application) throw errors.notFound();
      const from = application.status;
      const to = assertAction(action, from);
      const at = deps.now();
      const userId = application.user_id;
      const change = { status: to, reason, reviewedBy: operator.viewer.user.id };
      if (!(await tx.review(id, from, change, at)))
        throw lostRace(action, (await tx.application(id))?.status);
      if (!(await tx.moveUserStatus(userId, from, to, at)))
        throw lostRace(action, await tx.userStatus(userId));
      await audit.within(trx).record(operator, {
        action: `verification.${action}`,
        target: { type: 'verification', id },
        before: { status: from, reason: application.reason, user_id: userId },
        after: { status: to, reason, user_id: userId },
      });
      const pending = await notifications.within(trx).store(userId, memberNotice(action, reason));
      return { userId, pending };
    });
    // The badge and the verified-first order show on the agent's cards, pages and listings.
    const listings = await repo.listingIdsOf(userId);
    await deps.changes.publish({
      agents: [userId],
      properties: listings.properties,
      projects: listings.projects,
      homepage: true,
    });
    await notifications.deliver(pending);
    return oneApplication(id);
  }

  /** Options a field keeps after an update: the sent list, or none for a type without options. */
  function optionsAfter(type: string, sent: string[] | undefined, current: string[]): string[] | null {
    if (!hasOptions(type)) {
      if (sent !== undefined && sent.length > 0)
        throw errors.field('options', VERIFICATION_ADMIN_MESSAGES.optionsNotAllowed);
      return current.length > 0 ? [] : null;
    }
    if (sent !== undefined) return sent;
    if (current.length === 0) throw errors.field('options', VERIFICATION_ADMIN_MESSAGES.optionsRequired);
    return null;
  }

  return {
    /** admin/verification-fields: every field, active or not, by rank then id. */
    async fields(viewer: Viewer) {
      assertMay(viewer, 'users.read');
      return presentFields();
    },

    async createField(operator: OperatorRequest, input: VerificationFieldInput) {
      assertMay(operator.viewer, 'users.manage');
      const values: FieldValues = {
        name: input.name,
        field_type: input.field_type,
        rank: input.rank,
        status: input.active ? 1 : 0,
        section: input.section,
      };
      const id = await deps.db.transaction().execute(async (trx) => {
        const tx = verificationFormRepository(trx);
        const at = deps.now();
        const id = await tx.insertField(values, at);
        await tx.replaceOptions(id, input.options, at);
        await audit.within(trx).record(operator, {
          action: 'verification_field.create',
          target: { type: 'verification_field', id },
          before: null,
          after: { ...values, active: input.active, options: input.options },
        });
        return id;
      });
      return oneField(id);
    },

    async updateField(operator: OperatorRequest, input: VerificationFieldUpdateInput) {
      assertMay(operator.viewer, 'users.manage');
      const before = await oneField(input.id);
      const type = input.field_type ?? before.field_type;
      const options = optionsAfter(
        type,
        input.options,
        before.options.map((o) => o.value),
      );
      const section =
        input.name !== undefined
          ? (input.section ?? null)
          : input.section !== undefined
            ? input.section
            : undefined;
      const values: Partial<FieldValues> = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.field_type !== undefined ? { field_type: input.field_type } : {}),
        ...(input.rank !== undefined ? { rank: input.rank } : {}),
        ...(input.active !== undefined ? { status: input.active ? 1 : 0 } : {}),
        ...(section !== undefined ? { section: section === '' ? null : section } : {}),
      };
      await deps.db.transaction().execute(async (trx) => {
        const tx = verificationFormRepository(trx);
        const at = deps.now();
        if (!(await tx.field(input.id))) throw errors.notFound();
        await tx.updateField(input.id, values, at);
        if (options !== null) await tx.replaceOptions(input.id, options, at);
        const after = await tx.field(input.id);
        const afterOptions = options ?? before.options.map((o) => o.value);
        await audit.within(trx).record(operator, {
          action: 'verification_field.update',
          target: { type: 'verification_field', id: input.id },
          before: fieldAudit(before),
          after: after && {
            name: after.name,
            field_type: after.field_type,
            rank: after.rank,
            active: after.status === 1,
            section: after.section,
            options: afterOptions,
          },
        });
      });
      return oneField(input.id);
    },

    /** Off the form; the answers already given stay with their applications. */
    async removeField(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'users.manage');
      const before = await oneField(id);
      await deps.db.transaction().execute(async (trx) => {
        await verificationFormRepository(trx).removeField(id, deps.now());
        await audit.within(trx).record(operator, {
          action: 'verification_field.delete',
          target: { type: 'verification_field', id },
          before: fieldAudit(before),
          after: null,
        });
      });
      return { id };
    },

    /** admin/verifications: the review queue. */
    async applications(viewer: Viewer, query: VerificationListQuery) {
      assertMay(viewer, 'users.read');
      const { rows, total } = await repo.page(
        { status: query.status, search: query.search },
        query.offset,
        query.limit,
      );
      return { data: await presentApplications(rows), total };
    },

    async application(viewer: Viewer, id: number) {
      assertMay(viewer, 'users.read');
      return oneApplication(id);
    },

    approve: (operator: OperatorRequest, id: number) => review(operator, id, 'approve', null),
    fail: (operator: OperatorRequest, id: number, reason: string) => review(operator, id, 'fail', reason),
    revoke: (operator: OperatorRequest, id: number, reason: string) => review(operator, id, 'revoke', reason),
  };
}

export type VerificationAdminService = ReturnType<typeof verificationAdminService>;
