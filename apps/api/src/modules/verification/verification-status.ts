import type { VerificationStatus } from '@domus/shared/constants/enums.constants';
import { AppError, errors } from '../../lib/app-error.js';

/**
 * Agent verification's states (contract §4.8) as one table: each action names the states it
 * starts from, where it leads and who takes it. `users.verification_status` is the state every
 * reader uses (badges, agent order, auto-approval, the access guard); the application row follows
 * it. Writers ask `assertAction` and then change the state with a conditional update on the
 * state they read, so two racing requests can never both win.
 */

export const VERIFICATION_STATUS = {
  initial: 'initial',
  pending: 'pending',
  success: 'success',
  failed: 'failed',
} as const satisfies Record<VerificationStatus, VerificationStatus>;

export type VerificationActor = 'member' | 'operator';
export type VerificationAction = 'apply' | 'approve' | 'fail' | 'revoke';

interface ActionRule {
  from: readonly VerificationStatus[];
  to: VerificationStatus;
  actor: VerificationActor;
}

export const VERIFICATION_ACTIONS: Record<VerificationAction, ActionRule> = {
  // Never applied, or re-applying after a failure (the answers are replaced).
  apply: {
    from: [VERIFICATION_STATUS.initial, VERIFICATION_STATUS.failed],
    to: VERIFICATION_STATUS.pending,
    actor: 'member',
  },
  approve: { from: [VERIFICATION_STATUS.pending], to: VERIFICATION_STATUS.success, actor: 'operator' },
  fail: { from: [VERIFICATION_STATUS.pending], to: VERIFICATION_STATUS.failed, actor: 'operator' },
  revoke: { from: [VERIFICATION_STATUS.success], to: VERIFICATION_STATUS.failed, actor: 'operator' },
};

/** The table as from → to pairs (§4.8's table), for tests and documentation. */
export const VERIFICATION_TRANSITIONS: readonly [
  VerificationStatus,
  VerificationStatus,
  VerificationAction,
][] = Object.entries(VERIFICATION_ACTIONS).flatMap(([action, rule]) =>
  rule.from.map(
    (from) =>
      [from, rule.to, action as VerificationAction] as [
        VerificationStatus,
        VerificationStatus,
        VerificationAction,
      ],
  ),
);

export function canTake(action: VerificationAction, from: string): boolean {
  return (VERIFICATION_ACTIONS[action].from as readonly string[]).includes(from);
}

/**
 * Throws the contract's 409 when `action` cannot start from `from`: a member re-applying while
 * under review or verified hears which (ALREADY_SUBMITTED / ALREADY_VERIFIED); an operator's
 * review out of turn is INVALID_STATUS_TRANSITION.
 */
export function assertAction(action: VerificationAction, from: string): VerificationStatus {
  const rule = VERIFICATION_ACTIONS[action];
  if (canTake(action, from)) return rule.to;
  if (rule.actor === 'member') {
    if (from === VERIFICATION_STATUS.pending) throw errors.coded('ALREADY_SUBMITTED');
    if (from === VERIFICATION_STATUS.success) throw errors.coded('ALREADY_VERIFIED');
  }
  throw new AppError(409, 'INVALID_STATUS_TRANSITION', 'This status change is not allowed');
}

/** A conditional update that found the state changed since it was read: the 409 of the new state. */
export function lostRace(action: VerificationAction, now: string | undefined): AppError {
  try {
    assertAction(action, now ?? '');
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return new AppError(409, 'INVALID_STATUS_TRANSITION', 'This status change is not allowed');
}
