import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminFaq } from '../admin-content.types';

export interface FaqBody {
  question: string;
  answer: string;
  status: boolean;
}

/** `POST admin/faqs`, or `PATCH admin/faqs/{id}`. */
export function saveAdminFaq(
  id: number | null,
  body: FaqBody,
  handlers: AnswerHandlers<AdminFaq, BrowserApiRequest>,
) {
  return callApi<AdminFaq>(
    id === null
      ? { call: 'admin/faqs', method: 'POST', body: { ...body } }
      : { call: `admin/faqs/${id}`, method: 'PATCH', body: { ...body } },
    handlers,
  );
}
