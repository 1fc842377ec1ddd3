import type { ListingReportStatus } from '@domus/shared/schemas/admin-reports.schema';

// What admin/listing-reports and admin/report-reasons answer.

export interface ListingReport {
  id: number;
  status: ListingReportStatus;
  reason_id: number | null;
  reason: string;
  other_message: string | null;
  created_at: string;
  open_reports_on_listing: number;
  listing: {
    id: number;
    title: string;
    slug_id: string;
    status: number;
    request_status: string;
    owner: { id: number; name: string | null; email: string | null; active: boolean } | null;
  };
  reporter: { id: number; name: string | null };
}

export interface ReportReason {
  id: number;
  reason: string;
  in_use: number;
}
