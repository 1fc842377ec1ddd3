import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminFaq } from '../admin-content.types';

/** `POST admin/faqs/{id}/status`: on (public) or off. */
export function switchAdminFaq(
  id: number,
  status: boolean,
  handlers: AnswerHandlers<AdminFaq, BrowserApiRequest>,
) {
  return callApi<AdminFaq>({ call: `admin/faqs/${id}/status`, method: 'POST', body: { status } }, handlers);
}
