import type { AdminVerificationField } from '@domus/shared/schemas/verification-admin.schema';
import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';

/**
 * `POST admin/verification-fields` (id null) or `PATCH admin/verification-fields/{id}`: the
 * field's settings as a whole (`options` replaces the list).
 */
export function saveVerificationField(
  id: number | null,
  body: Record<string, unknown>,
  handlers: AnswerHandlers<AdminVerificationField>,
) {
  return callApi<AdminVerificationField>(
    id === null
      ? { call: 'admin/verification-fields', method: 'POST', body }
      : { call: `admin/verification-fields/${id}`, method: 'PATCH', body },
    handlers,
  );
}
