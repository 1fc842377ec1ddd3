import { AppError } from '../../lib/app-error.js';

/**
 * A property's state is three independent axes (type, moderation, on/off switch) plus one
 * derived visibility column. Each axis is a table of allowed transitions per actor; writers ask
 * `canTransition`/`assertTransition` instead of testing values in scattered ifs.
 */

/** `properties.status`: the owner's (or operator's) on/off switch. */
export const LISTING_STATUS = { inactive: 0, active: 1 } as const;
export type ListingStatus = (typeof LISTING_STATUS)[keyof typeof LISTING_STATUS];

/** `request_status`: moderation, shared by properties and projects. */
export const REQUEST_STATUS = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

/** `property_type`: what is offered; sold and rented are ends of the sell and rent offers. */
export const PROPERTY_TYPE = { sell: 'sell', rent: 'rent', sold: 'sold', rented: 'rented' } as const;
export type PropertyType = (typeof PROPERTY_TYPE)[keyof typeof PROPERTY_TYPE];

/** Types that browse lists, counts and price bounds show; sold/rented are reachable by lookup only. */
export const BROWSABLE_PROPERTY_TYPES = [PROPERTY_TYPE.sell, PROPERTY_TYPE.rent] as const;

/**
 * `properties.is_public`, derived from the axes above and the owner's account: hidden, visible
 * to lookups and favourites only (sold/rented), or visible and browsable. One column lets browse
 * queries walk one ordered index. Projects use hidden/visible only.
 */
export const IS_PUBLIC = { hidden: 0, lookupOnly: 1, browsable: 2 } as const;
export type IsPublic = (typeof IS_PUBLIC)[keyof typeof IS_PUBLIC];

/** `projects.is_public`: a project has no sold/rented state, so visible is simply 1. */
export const PROJECT_IS_PUBLIC = { hidden: 0, visible: 1 } as const;

/** The visibility rule in one place, for code that decides it outside SQL (tests, seed plans). */
export function propertyVisibility(row: {
  status: number;
  request_status: string;
  property_type: string;
  ownerActive: boolean;
}): IsPublic {
  const visible =
    row.status === LISTING_STATUS.active && row.request_status === REQUEST_STATUS.approved && row.ownerActive;
  if (!visible) return IS_PUBLIC.hidden;
  return (BROWSABLE_PROPERTY_TYPES as readonly string[]).includes(row.property_type)
    ? IS_PUBLIC.browsable
    : IS_PUBLIC.lookupOnly;
}

export type ListingActor = 'owner' | 'operator';
type Axis = 'property_type' | 'request_status' | 'status';
type AxisValue = { property_type: PropertyType; request_status: RequestStatus; status: ListingStatus };
type Table<S extends string | number> = Record<S, Partial<Record<S, readonly ListingActor[]>>>;

const BOTH = ['owner', 'operator'] as const;
const OPERATOR = ['operator'] as const;

/**
 * Allowed changes per axis: from → to → who may make it. Staying in the same state is always
 * allowed (an edit that does not touch the axis). The owner's switch also needs the listing to be
 * approved: see `assertTransition`.
 */
export const PROPERTY_TRANSITIONS: { [A in Axis]: Table<AxisValue[A]> } = {
  property_type: {
    sell: { rent: BOTH, sold: BOTH },
    rent: { sell: BOTH, rented: BOTH },
    // "Available for rent again"; a rented home is not put up for sale by its owner.
    rented: { rent: BOTH },
    // A sale is final for the owner; only the operator corrects a mistaken one.
    sold: { sell: OPERATOR, rent: OPERATOR, rented: OPERATOR },
  },
  request_status: {
    pending: { approved: OPERATOR, rejected: OPERATOR },
    // An owner's edit goes back to review, or straight to approved under auto-approval (the
    // service decides which; the table only says an owner edit may land there).
    approved: { pending: BOTH, rejected: OPERATOR },
    rejected: { pending: BOTH, approved: BOTH },
  },
  status: {
    0: { 1: BOTH },
    1: { 0: BOTH },
  },
};

/**
 * What `update_property_status` may do: the offer's end (sold, rented) or a rental offered again,
 * each only from the one type it ends or resumes. Other type changes belong to the edit form.
 */
export const STATUS_CALL_FROM: Record<'sold' | 'rented' | 'rent', PropertyType> = {
  sold: PROPERTY_TYPE.sell,
  rented: PROPERTY_TYPE.rent,
  rent: PROPERTY_TYPE.rented,
};

/** Where a new listing may start, per axis. */
export const PROPERTY_INITIAL: { [A in Axis]: readonly AxisValue[A][] } = {
  property_type: BROWSABLE_PROPERTY_TYPES,
  request_status: [REQUEST_STATUS.pending, REQUEST_STATUS.approved],
  status: [LISTING_STATUS.active],
};

export function canTransition<A extends Axis>(
  axis: A,
  from: AxisValue[A],
  to: AxisValue[A],
  actor: ListingActor,
): boolean {
  if (from === to) return true;
  const table = PROPERTY_TRANSITIONS[axis] as Table<AxisValue[A]>;
  return table[from]?.[to]?.includes(actor) ?? false;
}

/**
 * Throws the contract's 409 for a change the tables do not allow. `requestStatus` is the
 * listing's moderation state, which gates the owner's on/off switch.
 */
export function assertTransition<A extends Axis>(
  axis: A,
  from: AxisValue[A],
  to: AxisValue[A],
  actor: ListingActor,
  requestStatus?: RequestStatus,
): void {
  if (
    axis === 'status' &&
    from !== to &&
    actor === 'owner' &&
    requestStatus !== undefined &&
    requestStatus !== REQUEST_STATUS.approved
  ) {
    throw new AppError(409, 'NOT_APPROVED', 'Property is not approved');
  }
  if (!canTransition(axis, from, to, actor)) {
    const message =
      axis === 'property_type'
        ? 'You can only change status of sell and rent properties'
        : 'This status change is not allowed';
    throw new AppError(409, 'INVALID_STATUS_TRANSITION', message);
  }
}

/** The starting state a new listing may have (creation is a transition from nothing). */
export function assertInitial<A extends Axis>(axis: A, value: AxisValue[A]): void {
  if (!(PROPERTY_INITIAL[axis] as readonly AxisValue[A][]).includes(value)) {
    throw new AppError(409, 'INVALID_STATUS_TRANSITION', 'This status change is not allowed');
  }
}

/**
 * Whether a listing can be in `value` at all: reachable from a starting state through allowed
 * changes. Writers that set a state directly (the demo seed's history) check their rows with it.
 */
export function isReachable<A extends Axis>(axis: A, value: AxisValue[A]): boolean {
  const table = PROPERTY_TRANSITIONS[axis] as Table<AxisValue[A]>;
  const seen = new Set<AxisValue[A]>(PROPERTY_INITIAL[axis] as readonly AxisValue[A][]);
  const queue = [...seen];
  while (queue.length > 0) {
    const from = queue.shift() as AxisValue[A];
    for (const to of Object.keys(table[from] ?? {})) {
      const next = (axis === 'status' ? Number(to) : to) as AxisValue[A];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.has(value);
}

/** `advertisements.status` (contract order); only approved advertisements promote a listing. */
export const ADVERTISEMENT_STATUS = { approved: 0, pending: 1, rejected: 2, expired: 3 } as const;
