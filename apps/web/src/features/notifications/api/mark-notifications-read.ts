import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';

/**
 * `POST mark-notifications-read` (beyond the contract): everything sent to me so far is read.
 * Quiet: a failure only leaves the badge as it was, so no toast.
 */
export function markNotificationsRead() {
  return requestApi<null>({
    baseUrl: API_BROWSER_BASE,
    call: 'mark-notifications-read',
    method: 'POST',
    body: {},
  });
}
