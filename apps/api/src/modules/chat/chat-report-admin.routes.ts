import { CHAT_SUCCESS } from '@domus/shared/constants/chat.constants';
import {
  adminChatReportIdSchema,
  adminChatReportListSchema,
  adminChatReportResolveSchema,
} from '@domus/shared/schemas/admin-chat-safety.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: chat reports';

/** Members' reports of conversations, under /api/admin (issue 12). */
export function chatReportAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/chat-reports',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        'Operator: members’ reports of conversations, newest first, without their evidence; `status` (open, resolved), `search` (reason, listing title, a party’s name, or a report id), `offset`, `limit`.',
      input: adminChatReportListSchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.chatReports.list(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/chat-report-counts',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary: 'Operator: how many chat reports wait for an operator (`open_chat_reports`).',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.chatReports.counts(signedIn(viewer))),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/chat-reports/:id',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        'Operator: one chat report with its evidence as filed: the listing, the parties with their names then, and the conversation’s last messages (oldest first) with copies of their files.',
      input: adminChatReportIdSchema,
      handler: async ({ input, viewer }) => ok(await services.chatReports.detail(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/chat-reports/:id/resolve',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        'Operator: close an open chat report with a `note` on what was done (1 to 1,000 characters); 409 REPORT_NOT_OPEN once resolved. Audited.',
      input: adminChatReportResolveSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.chatReports.resolve(operatorRequest(viewer, request), input),
          CHAT_SUCCESS.reportResolved,
        ),
    }),
  ];
}
