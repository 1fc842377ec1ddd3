import { z } from 'zod';
import {
  checkRejectReason,
  MODERATION_STATES,
  REJECT_REASON_MAX,
  REJECT_REASON_REQUIRED,
} from '../constants/moderation.constants';
import {
  boolParam,
  enumParam,
  idListParam,
  idParam,
  intParam,
  pagination,
  required,
  textParam,
} from './params.schema';

// The operators' moderation calls (admin/properties, admin/projects and their approve/reject
// actions). The console's reject dialog checks the reason with the same rule and messages.

/** The console's tabs: one moderation state, or `all`. */
export const LISTING_TABS = [...MODERATION_STATES, 'all'] as const;
/** newest/oldest by creation; price (properties) highest first. Absent: the queue's own order. */
export const LISTING_SORTS = ['newest', 'oldest', 'price'] as const;
export const LISTING_PROPERTY_TYPES = ['sell', 'rent', 'sold', 'rented'] as const;

/** The queue or a list of one moderation state (or all): pending by default. */
export const moderationListQuerySchema = z.object({
  request_status: enumParam('request_status', LISTING_TABS).optional().default('pending'),
  /** The on/off switch: 1 on, 0 off. */
  status: intParam('status', 0, 1).optional(),
  /** Properties only (projects have no offer type). */
  property_type: enumParam('property_type', LISTING_PROPERTY_TYPES).optional(),
  /** Properties only. */
  is_premium: boolParam('is_premium').optional(),
  city: textParam('city', 100).optional(),
  sort: enumParam('sort', LISTING_SORTS).optional(),
  /** Part of the title, any case. */
  search: textParam('search', 100).optional(),
  category_id: idParam('category_id').optional(),
  /** 0: the operator's own listings. */
  owner_id: idParam('owner_id', { allowZero: true }).optional(),
  ...pagination(20, 100),
});

export type ModerationListQuery = z.output<typeof moderationListQuerySchema>;

/** `…/{id}/approve`. */
export const moderationApproveSchema = z.object({
  id: required(idParam('id')),
});

/** The reason: required, trimmed, at most 300 characters. */
export const rejectReasonParam = z
  .any()
  .transform((value: unknown, ctx) => {
    const checked = checkRejectReason(value);
    if ('message' in checked) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.reason;
  })
  .meta({ type: 'string', maxLength: REJECT_REASON_MAX, description: REJECT_REASON_REQUIRED });

/** `…/{id}/reject`. */
export const moderationRejectSchema = z.object({
  id: required(idParam('id')),
  reason: rejectReasonParam,
});

/** `…/bulk-approve`: 1 to 100 ids, each decided on its own. */
const bulkIds = required(idListParam('ids')).refine((ids) => ids.length > 0, {
  message: 'Please choose at least one listing',
});
export const moderationBulkApproveSchema = z.object({ ids: bulkIds });
/** `…/bulk-reject`: the same reason for each. */
export const moderationBulkRejectSchema = z.object({ ids: bulkIds, reason: rejectReasonParam });

/** `…/{id}/status`: the operator's on/off switch. */
export const listingStatusSchema = z.object({
  id: required(idParam('id')),
  status: required(intParam('status', 0, 1)),
});
/** `admin/properties/{id}/premium`. */
export const listingPremiumSchema = z.object({
  id: required(idParam('id')),
  is_premium: required(boolParam('is_premium')),
});

export type ModerationApproveInput = z.output<typeof moderationApproveSchema>;
export type ModerationRejectInput = z.output<typeof moderationRejectSchema>;
