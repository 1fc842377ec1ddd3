// Operators' decisions on advertisements (contract §4.6) as data: which action may leave which
// state and where it lands. The API refuses any other change with a 409; the admin console reads
// the same table to offer only the actions an advertisement's state allows.

/** `advertisements.status` (§2.9): clients label them Approved, Pending, Rejected, Expired. */
export const AD_STATUS = { approved: 0, pending: 1, rejected: 2, expired: 3 } as const;
export type AdStatus = (typeof AD_STATUS)[keyof typeof AD_STATUS];
export const AD_STATUS_CODES = [0, 1, 2, 3] as const satisfies readonly AdStatus[];
export const AD_STATUS_NAMES = ['approved', 'pending', 'rejected', 'expired'] as const;
export type AdStatusName = (typeof AD_STATUS_NAMES)[number];

/** Placements: `list` (featured in lists and the home page's featured section), `slider` (home slider). */
export const AD_TYPES = ['list', 'slider'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const AD_ACTIONS = ['approve', 'reject', 'disable', 'enable', 'expire'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

/** An advertisement's state as the table reads it: its status and, once approved, its switch. */
export type AdState = 'pending' | 'approved_enabled' | 'approved_disabled' | 'rejected' | 'expired';

/** Where an action lands: `status` and `is_enable`. */
export interface AdTarget {
  status: AdStatus;
  is_enable: boolean;
}

/**
 * §4.6's operator rows: approve → 0 enabled; reject → 2; disable / enable an approved ad; expire
 * → 3. Rejecting a running (approved) advertisement takes it down. Rejected and expired are final.
 */
export const AD_TRANSITIONS: Record<AdAction, { from: readonly AdState[]; to: AdTarget }> = {
  approve: { from: ['pending'], to: { status: AD_STATUS.approved, is_enable: true } },
  reject: {
    from: ['pending', 'approved_enabled', 'approved_disabled'],
    to: { status: AD_STATUS.rejected, is_enable: false },
  },
  disable: { from: ['approved_enabled'], to: { status: AD_STATUS.approved, is_enable: false } },
  enable: { from: ['approved_disabled'], to: { status: AD_STATUS.approved, is_enable: true } },
  expire: {
    from: ['approved_enabled', 'approved_disabled'],
    to: { status: AD_STATUS.expired, is_enable: false },
  },
};

export const AD_FINAL_STATES: readonly AdState[] = ['rejected', 'expired'];

/**
 * The state of an advertisement at `now`: an approved one whose end has passed is expired at once
 * (reads do not wait for the sweep to persist it).
 */
export function adStateOf(
  ad: { status: number; is_enable: boolean; end_date: string | null },
  now: Date,
): AdState {
  if (ad.status === AD_STATUS.rejected) return 'rejected';
  if (ad.status === AD_STATUS.expired) return 'expired';
  if (ad.status === AD_STATUS.pending) return 'pending';
  if (ad.end_date !== null && new Date(ad.end_date).getTime() <= now.getTime()) return 'expired';
  return ad.is_enable ? 'approved_enabled' : 'approved_disabled';
}

/** The actions the table allows from a state, in the table's order. */
export function adActionsFrom(state: AdState): AdAction[] {
  return AD_ACTIONS.filter((action) => AD_TRANSITIONS[action].from.includes(state));
}
