import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { ContactRequest } from '../admin-contact.types';

/** `POST admin/contact-requests/{id}/handled`. */
export function setContactHandled(
  id: number,
  handled: boolean,
  handlers: AnswerHandlers<ContactRequest, BrowserApiRequest>,
) {
  return callApi<ContactRequest>(
    { call: `admin/contact-requests/${id}/handled`, method: 'POST', body: { handled } },
    handlers,
  );
}
