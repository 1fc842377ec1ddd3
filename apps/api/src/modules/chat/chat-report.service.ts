import {
  CHAT_REPORT_EVIDENCE_MESSAGES,
  CHAT_REPORTS_PER_HOUR,
  OPERATOR_USER_ID,
} from '@domus/shared/constants/chat.constants';
import type {
  AdminChatReportListQuery,
  AdminChatReportResolveInput,
} from '@domus/shared/schemas/admin-chat-safety.schema';
import type { ReportChatInput } from '@domus/shared/schemas/chat.schema';
import type { AppDeps } from '../../app-deps.js';
import { nowIso, toIso } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentChatReportDetail, presentChatReportItem } from './chat-report.presenter.js';
import { chatReportRepository } from './chat-report.repository.js';
import { takeEvidence } from './chat-report-evidence.js';

const HOUR = 3_600_000;

/**
 * "Report this conversation" (issue 12): a participant sends a conversation to the operators
 * with a snapshot of its last messages (texts, files copied, senders, times) kept in the report,
 * so deleting messages, the listing or either account later cannot erase the evidence. Operators
 * read and resolve reports in the console under the chat permissions (users.read, users.manage).
 */
export function chatReportService(
  deps: AppDeps,
  guard: AccessGuard,
  settings: SettingsService,
  audit: AuditService,
) {
  const repo = chatReportRepository(deps.db);
  const alreadyReported = () => errors.coded('ALREADY_REPORTED');

  async function detail(id: number) {
    const row = await repo.byId(id);
    if (!row) throw errors.notFound();
    return presentChatReportDetail(deps.storage, row, await settings.get('admin_name'));
  }

  return {
    /** report-chat: one open report per reporter and conversation. */
    async report(viewer: Viewer, input: ReportChatInput) {
      await guard.assertMemberWrite(viewer);
      const me = viewer.user.id;
      const other = input.user_id;
      // Only a participant of a conversation that exists (any message, either way) may report it.
      const tail =
        other === me
          ? []
          : await repo.lastMessages(me, other, input.property_id, CHAT_REPORT_EVIDENCE_MESSAGES);
      const listing = tail.length > 0 ? await repo.listing(input.property_id) : undefined;
      if (!listing) throw errors.notFound();
      if (await repo.hasOpen(me, other, input.property_id)) throw alreadyReported();
      // Each report copies files: counted once it is sure to be stored, like a message.
      const wait = await deps.limiter.take(`chat-report:${me}`, CHAT_REPORTS_PER_HOUR, HOUR);
      if (wait !== null) throw errors.rateLimited(wait);

      const at = deps.now();
      const names = await repo.names([me, other]);
      const nameOf = async (id: number) =>
        id === OPERATOR_USER_ID ? await settings.get('admin_name') : (names.get(id) ?? null);
      const { evidence, copies } = await takeEvidence(
        deps.storage,
        at,
        {
          property: { id: listing.id, title: listing.title, slug_id: listing.slug_id },
          parties: [
            { id: me, name: await nameOf(me) },
            { id: other, name: await nameOf(other) },
          ],
        },
        tail,
      );
      try {
        const row = await repo.insert({
          reporter_id: me,
          reported_user_id: other,
          property_id: listing.id,
          property_title: listing.title,
          reason: input.reason,
          status: 'open',
          evidence: JSON.stringify(evidence),
          message_count: evidence.messages.length,
          created_at: nowIso(at),
          updated_at: nowIso(at),
        });
        return {
          id: row.id,
          user_id: other,
          property_id: listing.id,
          status: row.status,
          created_at: toIso(row.created_at),
        };
      } catch (error) {
        await Promise.all(copies.map((key) => deps.storage.delete(key).catch(() => undefined)));
        // Two reports racing: the unique index lets one in.
        if (isUniqueViolation(error)) throw alreadyReported();
        throw error;
      }
    },

    /** admin/chat-reports: newest first. */
    async list(viewer: Viewer, query: AdminChatReportListQuery) {
      assertMay(viewer, 'users.read');
      const { rows, total } = await repo.page(
        { status: query.status, search: query.search },
        query.offset,
        query.limit,
      );
      const operator = await settings.get('admin_name');
      return { data: rows.map((row) => presentChatReportItem(row, operator)), total };
    },

    /** admin/chat-reports/{id}: with its evidence. */
    async detail(viewer: Viewer, id: number) {
      assertMay(viewer, 'users.read');
      return detail(id);
    },

    /** admin/chat-report-counts: what waits for an operator (the console's badge). */
    async counts(viewer: Viewer) {
      assertMay(viewer, 'users.read');
      return { open_chat_reports: await repo.openCount() };
    },

    /** admin/chat-reports/{id}/resolve: closes an open report with what was done; audited. */
    async resolve(operator: OperatorRequest, input: AdminChatReportResolveInput) {
      assertMay(operator.viewer, 'users.manage');
      const existing = await repo.byId(input.id);
      if (!existing) throw errors.notFound();
      if (existing.status !== 'open') throw errors.coded('REPORT_NOT_OPEN');
      const resolved = await deps.db.transaction().execute(async (trx) => {
        const done = await chatReportRepository(trx).resolve(
          input.id,
          input.note,
          operator.viewer.user.id,
          deps.now(),
        );
        if (done)
          await audit.within(trx).record(operator, {
            action: 'chat_report.resolve',
            target: { type: 'chat_report', id: input.id },
            before: { status: 'open' },
            after: { status: 'resolved', resolution_note: input.note },
          });
        return done;
      });
      if (!resolved) throw errors.coded('REPORT_NOT_OPEN');
      return detail(input.id);
    },
  };
}

export type ChatReportService = ReturnType<typeof chatReportService>;
