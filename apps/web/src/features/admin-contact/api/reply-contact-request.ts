import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { ContactRequest } from '../admin-contact.types';

/** `POST admin/contact-requests/{id}/reply`: mails the reply to the sender, marks it handled. */
export function replyContactRequest(
  id: number,
  message: string,
  handlers: AnswerHandlers<ContactRequest, BrowserApiRequest>,
) {
  return callApi<ContactRequest>(
    { call: `admin/contact-requests/${id}/reply`, method: 'POST', body: { message } },
    handlers,
  );
}
