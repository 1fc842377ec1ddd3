import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import type { AdminListingReportListQuery } from '@domus/shared/schemas/admin-reports.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccountStatusService } from '../accounts/account-status.service.js';
import type { AuditAction, AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { presentListingReport } from './listing-report-admin.presenter.js';
import { type ListingReportRow, listingReportAdminRepository } from './listing-report-admin.repository.js';

type Outcome = 'dismissed' | 'actioned';

/**
 * Operators' handling of members' listing reports (issue 14). Acting on a report resolves it and
 * every other open report on the same listing, in one transaction with its audit record:
 * dismissing changes nothing else; deactivating the listing switches it off through the
 * listings' write path (visibility, counts, search text), tells the owner and drops public
 * caches; deactivating the member goes through the accounts' deactivation (sessions and sockets
 * closed, listings hidden, its own audit record).
 */
export function listingReportAdminService(
  deps: AppDeps,
  audit: AuditService,
  notifications: NotificationService,
  accountStatus: AccountStatusService,
) {
  const repo = listingReportAdminRepository(deps.db);

  async function present(rows: ListingReportRow[]) {
    const open = await repo.openPerListing([...new Set(rows.map((r) => r.property_id))]);
    return rows.map((row) => presentListingReport(row, open.get(row.property_id) ?? 0));
  }

  async function one(id: number) {
    const row = await repo.find(id);
    if (!row) throw errors.notFound();
    return (await present([row]))[0] as ReturnType<typeof presentListingReport>;
  }

  /** Closes the report (and its listing's other open ones) with `outcome`; `extra` runs inside. */
  async function resolve(
    operator: OperatorRequest,
    id: number,
    outcome: Outcome,
    action: AuditAction,
    switchOff = false,
  ) {
    const at = deps.now();
    const { listingId, pending } = await deps.db.transaction().execute(async (trx) => {
      const tx = listingReportAdminRepository(trx);
      const report = await tx.lock(id);
      if (!report) throw errors.notFound();
      if (report.status !== 'open') throw errors.coded('REPORT_NOT_OPEN');
      const listing = await tx.lockListing(report.property_id);
      if (!listing) throw errors.notFound();
      if (switchOff) await tx.switchOff(listing.id, at);
      const listingAfter = switchOff ? 0 : listing.status;
      const resolved = await tx.resolve(id, report.property_id, outcome, at);
      await audit.within(trx).record(operator, {
        action,
        target: { type: 'listing_report', id },
        before: { status: report.status, listing_status: listing.status },
        after: { status: outcome, resolved_reports: resolved, listing_status: listingAfter },
      });
      const pending =
        switchOff && listing.owner_id !== null && listing.status !== 0
          ? await notifications.within(trx).store(listing.owner_id, {
              event: 'property_deactivated',
              title: 'Property deactivated',
              type: NOTIFICATION_TYPE.statusUpdate,
              message: `Your property ${listing.title} was deactivated by the operator after members reported it.`,
              property_id: listing.id,
              link: `/my-property/${encodeURIComponent(listing.slug_id)}`,
            })
          : null;
      return { listingId: listing.id, pending };
    });
    if (switchOff) await deps.changes.publish({ properties: [listingId] });
    if (pending) await notifications.deliver(pending);
    return one(id);
  }

  return {
    async list(viewer: Viewer, query: AdminListingReportListQuery) {
      assertMay(viewer, 'listings.read');
      const status = query.status === 'all' ? undefined : query.status;
      const { rows, total } = await repo.page({ status, search: query.search }, query.offset, query.limit);
      return { data: await present(rows), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'listings.read');
      return one(id);
    },

    async dismiss(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'listings.moderate');
      return resolve(operator, id, 'dismissed', 'listing_report.dismiss');
    },

    async deactivateListing(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'listings.moderate');
      return resolve(operator, id, 'actioned', 'listing_report.deactivate_listing', true);
    },

    /**
     * The account is deactivated first, through the accounts' own path (its audit record, its
     * sessions); the reports are closed after. If closing failed, the open report stays for a
     * second click, which deactivates nothing twice (an inactive account stays inactive).
     */
    async deactivateMember(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'listings.moderate', 'users.manage');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      if (row.status !== 'open') throw errors.coded('REPORT_NOT_OPEN');
      if (row.owner_id === null) throw errors.coded('REPORT_NO_OWNER');
      await accountStatus.setActive(operator, row.owner_id, false);
      return resolve(operator, id, 'actioned', 'listing_report.deactivate_member');
    },
  };
}

export type ListingReportAdminService = ReturnType<typeof listingReportAdminService>;
