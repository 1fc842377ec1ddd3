import type { AdAction } from '@domus/shared/constants/advertisement-admin.constants';
import { type AnswerHandlers, callApi } from '@/lib/api-answer.util';

/** `POST admin/advertisements/{id}/<approve|disable|enable|expire>`. */
export function decideAdvertisement(
  id: number,
  action: Exclude<AdAction, 'reject'>,
  handlers: AnswerHandlers<unknown>,
) {
  return callApi({ call: `admin/advertisements/${id}/${action}`, method: 'POST', body: {} }, handlers);
}
