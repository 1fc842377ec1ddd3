import { z } from 'zod';
import { enumParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' listing reports (admin/listing-reports) and the reasons members pick from in the
// public report dialog (admin/report-reasons, served publicly by get_report_reasons).

/** A report's life: filed open, then dismissed or acted on (listing or owner deactivated). */
export const LISTING_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];

/** `GET admin/listing-reports`: newest first; `all` (the default) shows every status. */
export const adminListingReportListSchema = z.object({
  status: enumParam('status', [...LISTING_REPORT_STATUSES, 'all'] as const).optional(),
  /** Part of the listing's title, the reporter's or owner's name, or the reason, any case. */
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});

export const adminListingReportIdSchema = z.object({ id: required(idParam('id')) });

/** The reasons table holds up to 500 characters; the dialog shows them as radio labels. */
export const REPORT_REASON_MAX = 500;
export const REPORT_REASON_MESSAGES = { reasonRequired: 'Reason is required' } as const;

const reasonFields = {
  reason: required(textParam('Reason', REPORT_REASON_MAX), REPORT_REASON_MESSAGES.reasonRequired),
};

export const adminReportReasonSchema = z.object(reasonFields);
export const adminReportReasonUpdateSchema = z.object({ id: required(idParam('id')), ...reasonFields });
export const adminReportReasonIdSchema = z.object({ id: required(idParam('id')) });
export const adminReportReasonListSchema = z.object({
  search: textParam('search', 100).optional(),
  ...pagination(50, 100),
});

export type AdminListingReportListQuery = z.output<typeof adminListingReportListSchema>;
export type AdminReportReasonInput = z.output<typeof adminReportReasonSchema>;
export type AdminReportReasonUpdateInput = z.output<typeof adminReportReasonUpdateSchema>;
export type AdminReportReasonListQuery = z.output<typeof adminReportReasonListSchema>;
