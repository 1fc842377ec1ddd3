import { z } from 'zod';
import { AD_STATUS_CODES, AD_STATUS_NAMES, AD_TYPES } from '../constants/advertisement-admin.constants';
import { ADVERTISEMENT_FOR } from '../constants/enums.constants';
import { rejectReasonParam } from './admin-moderation.schema';
import { enumParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' advertisement calls (admin/advertisements and its actions, contract §3.8, §4.6).

/**
 * A list of one status (pending by default: the queue, oldest first; the others newest first),
 * for properties or projects, of one placement, searched by the listing's title.
 */
export const adminAdListQuerySchema = z.object({
  status: enumParam('status', AD_STATUS_NAMES, AD_STATUS_CODES).optional().default('pending'),
  for: enumParam('for', ADVERTISEMENT_FOR).optional(),
  type: enumParam('type', AD_TYPES).optional(),
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});
export type AdminAdListQuery = z.output<typeof adminAdListQuerySchema>;

/** `…/{id}/<approve|disable|enable|expire>`. */
export const adminAdActionSchema = z.object({ id: required(idParam('id')) });

/** `…/{id}/reject`: the reason (required, ≤ 300) is kept and shown to the owner. */
export const adminAdRejectSchema = z.object({ id: required(idParam('id')), reason: rejectReasonParam });

export type AdminAdActionInput = z.output<typeof adminAdActionSchema>;
export type AdminAdRejectInput = z.output<typeof adminAdRejectSchema>;
