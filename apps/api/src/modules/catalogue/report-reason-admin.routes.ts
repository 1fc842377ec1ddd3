import {
  adminReportReasonIdSchema,
  adminReportReasonListSchema,
  adminReportReasonSchema,
  adminReportReasonUpdateSchema,
} from '@domus/shared/schemas/admin-reports.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: report reasons';

const FIELDS = '`reason` (≤ 500)';

/** admin/report-reasons: list, one, create, update, delete (contract §3.8 Admin API, issue 14). */
export function reportReasonAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/report-reasons',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary:
        'Operator: the reasons members pick when reporting a listing, in the public dialog’s order, with search, offset/limit (50, ≤ 100) and total; `in_use` counts the reports filed with each.',
      input: adminReportReasonListSchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.reportReasonAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/report-reasons/:id',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary: 'Operator: one report reason as the list shows it.',
      input: adminReportReasonIdSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.reportReasonAdmin.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/report-reasons',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: create a report reason: ${FIELDS}. Shown by get_report_reasons at once; audited.`,
      input: adminReportReasonSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.reportReasonAdmin.create(operatorRequest(viewer, request), input),
          'Report reason created',
          {
            status: 201,
          },
        ),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/report-reasons/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: reword a report reason: ${FIELDS}. Public reads show it at once; audited with before and after.`,
      input: adminReportReasonUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.reportReasonAdmin.update(operatorRequest(viewer, request), input),
          'Report reason updated',
        ),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/report-reasons/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary:
        'Operator: delete a report reason; reports filed with it keep its text as their message. Gone from get_report_reasons at once; audited.',
      input: adminReportReasonIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.reportReasonAdmin.remove(operatorRequest(viewer, request), input.id),
          'Report reason deleted',
        ),
    }),
  ];
}
