import { z } from 'zod';
import {
  checkRejectReason,
  MODERATION_STATES,
  REJECT_REASON_MAX,
  REJECT_REASON_REQUIRED,
} from '../constants/moderation.constants';
import { enumParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' moderation calls (admin/properties, admin/projects and their approve/reject
// actions). The console's reject dialog checks the reason with the same rule and messages.

/** The queue or a list of one moderation state: pending by default. */
export const moderationListQuerySchema = z.object({
  request_status: enumParam('request_status', MODERATION_STATES).optional().default('pending'),
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

export type ModerationApproveInput = z.output<typeof moderationApproveSchema>;
export type ModerationRejectInput = z.output<typeof moderationRejectSchema>;
