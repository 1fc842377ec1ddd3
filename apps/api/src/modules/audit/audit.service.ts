import type { AuditLogQuery, AuditTargetType } from '@domus/shared/schemas/admin-audit.schema';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import { presentAuditEntry } from './audit.presenter.js';
import { auditRepository } from './audit.repository.js';

/** `<target>.<verb>`: what an operator did. */
export type AuditAction =
  | 'property.approve'
  | 'property.reject'
  | 'project.approve'
  | 'project.reject'
  | 'property.status'
  | 'project.status'
  | 'property.premium'
  | 'property.create'
  | 'property.update'
  | 'project.create'
  | 'project.update'
  | 'user.activate'
  | 'user.deactivate'
  | 'package.create'
  | 'package.update'
  | 'package.delete'
  | 'payment_gateway.update'
  | 'payment_transaction.mark_failed'
  | 'payment_transaction.assign_package'
  | 'advertisement.approve'
  | 'advertisement.reject'
  | 'advertisement.disable'
  | 'advertisement.enable'
  | 'advertisement.expire'
  | 'chat_message.send'
  | 'chat_message.delete'
  | 'user.block'
  | 'user.unblock'
  | 'chat_report.resolve'
  | 'chat_settings.update'
  | 'verification.approve'
  | 'verification.fail'
  | 'verification.revoke'
  | 'verification_field.create'
  | 'verification_field.update'
  | 'verification_field.delete'
  | 'settings.update'
  | 'settings.test_mail'
  | 'language.create'
  | 'language.update'
  | 'language.delete'
  | 'language.strings_update'
  | 'category.create'
  | 'category.update'
  | 'category.delete'
  | 'facility.create'
  | 'facility.update'
  | 'facility.delete'
  | 'city.update'
  | 'notification.send'
  | 'user.create'
  | 'user.delete'
  | 'user.password_reset_mail'
  | 'user.role_change'
  | 'staff_role.create'
  | 'staff_role.update'
  | 'staff_role.delete'
  | 'seo.update'
  | 'homepage_sections.update'
  | 'slider.create'
  | 'slider.update'
  | 'slider.delete'
  | 'article.create'
  | 'article.update'
  | 'article.delete'
  | 'faq.create'
  | 'faq.update'
  | 'faq.status'
  | 'faq.delete'
  | 'page.update'
  | 'listing_report.dismiss'
  | 'listing_report.deactivate_listing'
  | 'listing_report.deactivate_member'
  | 'report_reason.create'
  | 'report_reason.update'
  | 'report_reason.delete'
  | 'contact_request.reply'
  | 'contact_request.handled'
  | 'contact_request.delete';

export interface AuditEntry {
  action: AuditAction;
  target: { type: AuditTargetType; id: number | null };
  /** The record's state before and after the write: only the fields the write may change. */
  before: unknown;
  after: unknown;
}

/**
 * The operators' audit log (contract §3.8). Every operator write records itself here through
 * `within(trx).record`, inside its own transaction, so a write and its record commit or roll back
 * together. Operators read the log; nobody edits or deletes it: there is no such call.
 */
export function auditService(deps: AppDeps) {
  const recorder = (db: Kysely<DB>) => ({
    async record(operator: OperatorRequest, entry: AuditEntry): Promise<void> {
      await auditRepository(db).insert({
        actor_id: operator.viewer.user.id,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
        ip_address: operator.ip,
        created_at: nowIso(deps.now()),
      });
    },
  });

  return {
    /** The recorder inside a write's transaction. */
    within: recorder,

    /** `admin/audit-log`: newest first. */
    async list(viewer: Viewer, query: AuditLogQuery) {
      assertMay(viewer, 'audit.read');
      const { rows, total } = await auditRepository(deps.db).page(
        {
          targetType: query.target_type,
          targetId: query.target_id,
          actorId: query.actor_id,
          action: query.action,
          search: query.search,
          ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
          // `to` is a whole day: everything before the next one.
          ...(query.to ? { before: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
        },
        query.offset,
        query.limit,
      );
      return { data: rows.map(presentAuditEntry), total };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
