import { toIso } from '../../db/dialect.js';
import type { ListingReportRow } from './listing-report-admin.repository.js';

/**
 * A listing report as operators see it: the reported listing's preview and owner, the reporter,
 * the reason's text (a reason deleted since keeps its text in other_message), and how many open
 * reports the listing has in all.
 */
export function presentListingReport(row: ListingReportRow, openOnListing: number) {
  return {
    id: row.id,
    status: row.status,
    reason_id: row.reason_id,
    reason: row.reason_text ?? row.other_message ?? '',
    other_message: row.reason_id === null ? row.other_message : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    open_reports_on_listing: openOnListing,
    listing: {
      id: row.property_id,
      title: row.property_title,
      slug_id: row.property_slug_id,
      status: Number(row.property_status),
      request_status: row.property_request_status,
      // null: the operator posted it, there is no member behind it.
      owner:
        row.owner_id === null
          ? null
          : {
              id: row.owner_id,
              name: row.owner_name,
              email: row.owner_email,
              active: !!row.owner_active,
            },
    },
    reporter: { id: row.reporter_id, name: row.reporter_name },
  };
}

export type PresentedListingReport = ReturnType<typeof presentListingReport>;
