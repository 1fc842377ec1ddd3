import { z } from 'zod';
import { idParam, required } from './params.schema';

// The operators' listing calls (admin/properties/{id}, admin/projects/{id}) and the console's
// edit forms: the listing's own fields are the member's posting schemas (property-post,
// project-post); an operator's edit of a member's listing also carries the reason the owner is sent.

export const LISTING_EDIT_REASON_MAX = 300;

export const LISTING_EDIT_MESSAGES = {
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason must be at most ${LISTING_EDIT_REASON_MAX} characters`,
} as const;

/**
 * The reason of an operator's edit, trimmed. Optional here: it is required only when the listing
 * has a member owner (an operator listing has nobody to tell), which the API checks against the
 * stored owner and the form against the loaded one.
 */
export const listingEditReasonSchema = z.object({
  reason: z
    .any()
    .transform((value: unknown, ctx) => {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', message: LISTING_EDIT_MESSAGES.reasonRequired });
        return z.NEVER;
      }
      const text = value.trim();
      if (text.length > LISTING_EDIT_REASON_MAX) {
        ctx.addIssue({ code: 'custom', message: LISTING_EDIT_MESSAGES.reasonTooLong });
        return z.NEVER;
      }
      return text === '' ? null : text;
    })
    .optional()
    .meta({ type: 'string', maxLength: LISTING_EDIT_REASON_MAX }),
});

export const adminListingIdSchema = z.object({ id: required(idParam('id')) });

export type AdminListingId = z.output<typeof adminListingIdSchema>;
