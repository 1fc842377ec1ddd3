import {
  adminListingReportIdSchema,
  adminListingReportListSchema,
} from '@domus/shared/schemas/admin-reports.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: listing reports';

/** admin/listing-reports: list, one, and the three ways of acting on a report (issue 14). */
export function listingReportAdminCalls(services: Services): CallDefinition[] {
  const action = (
    path: string,
    summary: string,
    message: string,
    run: 'dismiss' | 'deactivateListing' | 'deactivateMember',
    extra?: 'users.manage',
  ) =>
    defineCall({
      method: 'POST',
      name: `admin/listing-reports/:id/${path}`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `${summary}${extra ? ' Needs users.manage too.' : ''} Resolves the report and the other open reports on the same listing; 409 REPORT_NOT_OPEN once resolved. Audited.`,
      input: adminListingReportIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.listingReportAdmin[run](operatorRequest(viewer, request), input.id), message),
    });

  return [
    defineCall({
      method: 'GET',
      name: 'admin/listing-reports',
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary:
        'Operator: members’ reports of listings, newest first, with status (open/dismissed/actioned/all), search (listing title, reporter or owner name, reason), offset/limit (20, ≤ 100) and total. Each with the listing’s preview and owner, the reporter, the reason and the listing’s open report count.',
      input: adminListingReportListSchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.listingReportAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/listing-reports/:id',
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary: 'Operator: one listing report as the list shows it.',
      input: adminListingReportIdSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.listingReportAdmin.get(signedIn(viewer), input.id)),
    }),
    action('dismiss', 'Operator: dismiss a report, changing nothing else.', 'Report dismissed', 'dismiss'),
    action(
      'deactivate-listing',
      'Operator: switch the reported listing off (status 0): it leaves public pages at once and its owner is notified.',
      'Listing deactivated',
      'deactivateListing',
    ),
    action(
      'deactivate-member',
      'Operator: deactivate the listing’s owner as admin/user-status does (sessions closed, listings hidden); 409 REPORT_NO_OWNER for the operator’s own listing.',
      'Account deactivated',
      'deactivateMember',
      'users.manage',
    ),
  ];
}
