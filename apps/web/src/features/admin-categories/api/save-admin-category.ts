import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminCategory } from '../admin-categories.types';
import type { CategoryBody } from '../category-form.util';

/** `POST admin/categories`, or `PATCH admin/categories/{id}` with the whole category. */
export function saveAdminCategory(
  id: number | null,
  body: CategoryBody,
  handlers: AnswerHandlers<AdminCategory, BrowserApiRequest>,
) {
  return callApi<AdminCategory>(
    id === null
      ? { call: 'admin/categories', method: 'POST', body: { ...body } }
      : { call: `admin/categories/${id}`, method: 'PATCH', body: { ...body } },
    handlers,
  );
}
