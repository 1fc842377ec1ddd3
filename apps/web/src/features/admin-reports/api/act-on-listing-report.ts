import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { ListingReport } from '../admin-reports.types';

export type ListingReportAction = 'dismiss' | 'deactivate-listing' | 'deactivate-member';

/** `POST admin/listing-reports/{id}/<action>`: resolves the report and its listing's other open ones. */
export function actOnListingReport(
  id: number,
  action: ListingReportAction,
  handlers: AnswerHandlers<ListingReport, BrowserApiRequest>,
) {
  return callApi<ListingReport>({ call: `admin/listing-reports/${id}/${action}`, method: 'POST' }, handlers);
}
