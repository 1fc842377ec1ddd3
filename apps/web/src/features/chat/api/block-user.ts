import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import { callApi } from '@/lib/api-answer.util';

/** Who a block names: a member by id, or the operator (user 0) by `to_admin`. */
export const blockTarget = (other: number) =>
  other === OPERATOR_USER_ID ? { to_admin: true } : { to_user_id: other };

/** `block-user`: no messages either way until I unblock them. */
export function blockUser(other: number) {
  return callApi<{ to_user_id: number | null; to_admin: boolean }>(
    { call: 'block-user', method: 'POST', body: blockTarget(other) },
    { successToast: true },
  );
}
