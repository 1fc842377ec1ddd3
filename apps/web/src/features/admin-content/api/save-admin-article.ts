import type { AdminArticleInput } from '@domus/shared/schemas/admin-content.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';
import type { AdminArticle } from '../admin-content.types';

export type ArticleBody = Record<keyof AdminArticleInput, string>;

/** `POST admin/articles`, or `PATCH admin/articles/{id}`: the API sanitises the HTML. */
export function saveAdminArticle(
  id: number | null,
  body: ArticleBody,
  handlers: AnswerHandlers<AdminArticle, BrowserApiRequest>,
) {
  return callApi<AdminArticle>(
    id === null
      ? { call: 'admin/articles', method: 'POST', body }
      : { call: `admin/articles/${id}`, method: 'PATCH', body },
    handlers,
  );
}
