import { PROJECT_NOT_APPROVED } from '@domus/shared/constants/messages.constants';
import { AppError } from '../../lib/app-error.js';
import {
  LISTING_STATUS,
  type ListingActor,
  type ListingStatus,
  REQUEST_STATUS,
  type RequestStatus,
} from './listing-status.js';

/**
 * A project's review flow (contract §4.3) as one table: each event, who may cause it, and what it
 * sets. Unlike a property, a new project waits switched off (status 0) until it is approved and
 * enabled ("the admin enables it afterwards", spec §4), and moderation never touches the switch.
 * Writers ask `projectTransition` for the columns to write instead of testing states themselves.
 */
export type ProjectEvent =
  | 'created'
  | 'created_auto_approved'
  | 'created_by_operator'
  | 'operator_approves'
  | 'operator_rejects'
  | 'enabled'
  | 'disabled'
  | 'owner_edits'
  | 'owner_edits_auto_approved';

export interface ProjectStateChange {
  request_status?: RequestStatus;
  status?: ListingStatus;
}

interface ProjectFlowRule {
  who: readonly ListingActor[];
  sets: ProjectStateChange;
  /** The owner may cause it only while the project is approved (the on/off switch). */
  ownerOnlyWhileApproved?: boolean;
}

const OWNER = ['owner'] as const;
const OPERATOR = ['operator'] as const;
const BOTH = ['owner', 'operator'] as const;

export const PROJECT_REVIEW_FLOW: Record<ProjectEvent, ProjectFlowRule> = {
  created: { who: OWNER, sets: { request_status: REQUEST_STATUS.pending, status: LISTING_STATUS.inactive } },
  created_auto_approved: {
    who: OWNER,
    sets: { request_status: REQUEST_STATUS.approved, status: LISTING_STATUS.active },
  },
  created_by_operator: {
    who: OPERATOR,
    sets: { request_status: REQUEST_STATUS.approved, status: LISTING_STATUS.active },
  },
  operator_approves: { who: OPERATOR, sets: { request_status: REQUEST_STATUS.approved } },
  operator_rejects: { who: OPERATOR, sets: { request_status: REQUEST_STATUS.rejected } },
  enabled: { who: BOTH, sets: { status: LISTING_STATUS.active }, ownerOnlyWhileApproved: true },
  disabled: { who: BOTH, sets: { status: LISTING_STATUS.inactive }, ownerOnlyWhileApproved: true },
  owner_edits: { who: OWNER, sets: { request_status: REQUEST_STATUS.pending } },
  owner_edits_auto_approved: { who: OWNER, sets: { request_status: REQUEST_STATUS.approved } },
};

/**
 * The columns `event` writes, or the contract's 409 when `actor` may not cause it now: the owner's
 * switch needs the project approved (`NOT_APPROVED`, "Project is not approved"), and an event
 * that is not the actor's is `INVALID_STATUS_TRANSITION`. `current` is the project's state before
 * (absent for a creation).
 */
export function projectTransition(
  event: ProjectEvent,
  actor: ListingActor,
  current?: { request_status: string },
): ProjectStateChange {
  const rule = PROJECT_REVIEW_FLOW[event];
  if (!rule.who.includes(actor)) {
    throw new AppError(409, 'INVALID_STATUS_TRANSITION', 'This status change is not allowed');
  }
  if (
    actor === 'owner' &&
    rule.ownerOnlyWhileApproved &&
    current?.request_status !== REQUEST_STATUS.approved
  ) {
    throw new AppError(409, 'NOT_APPROVED', PROJECT_NOT_APPROVED);
  }
  return { ...rule.sets };
}

/** The creation event of a member's project: approved and on at once with auto-approval (§4.9). */
export const memberCreation = (autoApproved: boolean): ProjectEvent =>
  autoApproved ? 'created_auto_approved' : 'created';

/** An owner's edit goes back to review, or stays approved with auto-approval; the switch stays. */
export const memberEdit = (autoApproved: boolean): ProjectEvent =>
  autoApproved ? 'owner_edits_auto_approved' : 'owner_edits';
