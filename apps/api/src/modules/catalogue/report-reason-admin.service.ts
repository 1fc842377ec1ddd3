import type {
  AdminReportReasonInput,
  AdminReportReasonListQuery,
  AdminReportReasonUpdateInput,
} from '@domus/shared/schemas/admin-reports.schema';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { type ReportReasonRow, reportReasonAdminRepository } from './report-reason-admin.repository.js';

function present(row: ReportReasonRow, used: number) {
  return {
    id: row.id,
    reason: row.reason,
    in_use: used,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/**
 * Operators' report reasons (issue 14). The reasons have no translations (get_report_reasons
 * serves the stored text); every write is one transaction with its audit record, then announced
 * so the cached get_report_reasons, and with it the public report dialog, changes at once.
 * Deleting a reason in use is allowed: its reports keep its text (see the repository).
 */
export function reportReasonAdminService(deps: AppDeps, audit: AuditService) {
  const repo = reportReasonAdminRepository(deps.db);
  const announce = () => deps.changes.publish({ catalogue: true });

  return {
    async list(viewer: Viewer, query: AdminReportReasonListQuery) {
      assertMay(viewer, 'catalogue.read');
      const { rows, total } = await repo.page(query.search, query.offset, query.limit);
      const use = await repo.use(rows.map((r) => r.id));
      return { data: rows.map((row) => present(row, use.get(row.id) ?? 0)), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'catalogue.read');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return present(row, (await repo.use([id])).get(id) ?? 0);
    },

    async create(operator: OperatorRequest, input: AdminReportReasonInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const created = await deps.db.transaction().execute(async (trx) => {
        const tx = reportReasonAdminRepository(trx);
        const id = await tx.insert(input.reason.trim(), deps.now());
        const after = present((await tx.find(id)) as ReportReasonRow, 0);
        await audit.within(trx).record(operator, {
          action: 'report_reason.create',
          target: { type: 'report_reason', id },
          before: undefined, // nothing before: the log keeps no value
          after: { reason: after.reason },
        });
        return after;
      });
      await announce();
      return created;
    },

    async update(operator: OperatorRequest, input: AdminReportReasonUpdateInput) {
      assertMay(operator.viewer, 'catalogue.write');
      const updated = await deps.db.transaction().execute(async (trx) => {
        const tx = reportReasonAdminRepository(trx);
        const row = await tx.lock(input.id);
        if (!row) throw errors.notFound();
        await tx.update(input.id, input.reason.trim(), deps.now());
        const after = present(
          (await tx.find(input.id)) as ReportReasonRow,
          (await tx.use([input.id])).get(input.id) ?? 0,
        );
        await audit.within(trx).record(operator, {
          action: 'report_reason.update',
          target: { type: 'report_reason', id: input.id },
          before: { reason: row.reason },
          after: { reason: after.reason },
        });
        return after;
      });
      await announce();
      return updated;
    },

    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'catalogue.write');
      await deps.db.transaction().execute(async (trx) => {
        const tx = reportReasonAdminRepository(trx);
        const row = await tx.lock(id);
        if (!row) throw errors.notFound();
        const used = (await tx.use([id])).get(id) ?? 0;
        await tx.remove(id, row.reason);
        await audit.within(trx).record(operator, {
          action: 'report_reason.delete',
          target: { type: 'report_reason', id },
          before: { reason: row.reason, in_use: used },
          after: undefined, // nothing after: the log keeps no value
        });
      });
      await announce();
      return { id };
    },
  };
}

export type ReportReasonAdminService = ReturnType<typeof reportReasonAdminService>;
