import { showAccessFailure } from '@/components/access/access-dialog.store';
import type { ApiFailureInfo } from '@/lib/api-answer.util';

/**
 * Access refusals (DEMO_MODE, ACCOUNT_DEACTIVATED, NOT_LOGGED_IN…) open the one
 * access dialog with their client action. Returns whether the failure was one; any other failure
 * is for the caller (its message has already been toasted by callApi).
 */
export function openAccessDialog(failure: ApiFailureInfo): boolean {
  return showAccessFailure(failure);
}
