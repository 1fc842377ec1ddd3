import type { VerificationStatus } from '@domus/shared/constants/enums.constants';
import type { VerificationApplication } from '@domus/shared/schemas/verification.schema';

// Which screen a member's verification state shows (spec §4: initial → apply, pending → under
// review, failed → re-apply possible, success → verified), as a table.

export type VerificationScreen = 'form' | 'pending' | 'failed' | 'success';

const SCREEN: Record<VerificationStatus, VerificationScreen> = {
  initial: 'form',
  pending: 'pending',
  failed: 'failed',
  success: 'success',
};

/**
 * My status: my application's, else what the account holds (web-settings; an account verified
 * without applying, such as the operator's), else `initial`.
 */
export function statusOf(
  application: VerificationApplication | null | undefined,
  account?: VerificationStatus | null,
): VerificationStatus {
  return application?.status ?? account ?? 'initial';
}

/** The screen for a status; a failed application shows the form again once I choose to re-apply. */
export function screenOf(status: VerificationStatus, reapplying: boolean): VerificationScreen {
  if (status === 'failed' && reapplying) return 'form';
  return SCREEN[status];
}

/** Whether the form may be sent from this status (the server's rule: initial or failed). */
export const canApply = (status: VerificationStatus) => status === 'initial' || status === 'failed';
