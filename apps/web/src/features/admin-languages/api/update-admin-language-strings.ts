import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `PATCH admin/languages/{code}/strings`: strings by key; `replace` (an import) clears the others. */
export function updateAdminLanguageStrings(
  code: string,
  body: { strings: Record<string, string>; replace?: boolean },
  handlers: AnswerHandlers<{ changed: number }, BrowserApiRequest>,
) {
  return callApi<{ changed: number }>(
    { call: `admin/languages/${encodeURIComponent(code)}/strings`, method: 'PATCH', body: { ...body } },
    handlers,
  );
}
