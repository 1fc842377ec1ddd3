import { callApi } from '@/lib/api-answer.util';
import { blockTarget } from './block-user';

/** `unblock-user`: removes my block of them. */
export function unblockUser(other: number) {
  return callApi<{ to_user_id: number | null; to_admin: boolean }>(
    { call: 'unblock-user', method: 'POST', body: blockTarget(other) },
    { successToast: true },
  );
}
