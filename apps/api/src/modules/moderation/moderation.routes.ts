import {
  listingPremiumSchema,
  listingStatusSchema,
  moderationApproveSchema,
  moderationBulkApproveSchema,
  moderationBulkRejectSchema,
  moderationListQuerySchema,
  moderationRejectSchema,
} from '@domus/shared/schemas/admin-moderation.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';
import type { ModeratedKind } from './moderation.repository.js';

const TAG = 'Operator: moderation';

/** The queue of one kind and its two decisions, under /api/admin/<properties|projects>. */
function kindCalls(services: Services, kind: ModeratedKind): CallDefinition[] {
  const path = kind === 'property' ? 'properties' : 'projects';
  const Noun = kind === 'property' ? 'Property' : 'Project';
  return [
    defineCall({
      method: 'GET',
      name: `admin/${path}`,
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary: `Operator: ${path} in one moderation state or all (request_status, default pending; pending oldest first, others newest first unless sort newest/oldest/price) with search (title), status (1/0), ${kind === 'property' ? 'property_type, is_premium, ' : ''}city, category_id, owner_id (0: the operator's own), offset/limit (20, ≤ 100) and total. Each item is a preview with its owner and latest rejection reason.`,
      input: moderationListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer =
          kind === 'property'
            ? await services.moderation.properties(signedIn(viewer), input)
            : await services.moderation.projects(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'POST',
      name: `admin/${path}/:id/approve`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `Operator: approve a ${kind} (any moderation state). Its on/off status is unchanged; the owner is notified and mailed; audited.`,
      input: moderationApproveSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.moderation.approve(operatorRequest(viewer, request), kind, input.id),
          `${Noun} approved`,
        ),
    }),
    defineCall({
      method: 'POST',
      name: `admin/${path}/:id/reject`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `Operator: reject a ${kind} with a \`reason\` (required, ≤ 300 characters), kept as its rejection reason and shown to the owner, who is notified and mailed; audited.`,
      input: moderationRejectSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.moderation.reject(operatorRequest(viewer, request), kind, input.id, input.reason),
          `${Noun} rejected`,
        ),
    }),
    defineCall({
      method: 'POST',
      name: `admin/${path}/bulk-approve`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `Operator: approve 1 to 100 ${path} (ids). Each goes through the single approval (owner notified and mailed, audited); the answer reports each id ok or its error code, and one failure does not stop the others.`,
      input: moderationBulkApproveSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.moderation.bulkApprove(operatorRequest(viewer, request), kind, input.ids), 'Done'),
    }),
    defineCall({
      method: 'POST',
      name: `admin/${path}/bulk-reject`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `Operator: reject 1 to 100 ${path} (ids) with one \`reason\` (required, ≤ 300), each as the single rejection; per-id results as bulk-approve.`,
      input: moderationBulkRejectSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.moderation.bulkReject(
            operatorRequest(viewer, request),
            kind,
            input.ids,
            input.reason,
          ),
          'Done',
        ),
    }),
    defineCall({
      method: 'POST',
      name: `admin/${path}/:id/status`,
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: `Operator: switch a ${kind} on (1) or off (0) at any time; the owner is notified, public pages follow at once; audited.`,
      input: listingStatusSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.moderation.setStatus(
            operatorRequest(viewer, request),
            kind,
            input.id,
            input.status as 0 | 1,
          ),
          'Status updated',
        ),
    }),
  ];
}

export function moderationCalls(services: Services): CallDefinition[] {
  return [
    ...kindCalls(services, 'property'),
    ...kindCalls(services, 'project'),
    defineCall({
      method: 'POST',
      name: 'admin/properties/:id/premium',
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary: 'Operator: mark a property premium or not (is_premium); audited.',
      input: listingPremiumSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.moderation.setPremium(operatorRequest(viewer, request), input.id, input.is_premium),
          'Premium updated',
        ),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/listing-counts',
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary:
        "Operator: the listings tables' tab counts, per kind: pending, approved, rejected, all, active, inactive.",
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.moderation.tabCounts(signedIn(viewer))),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/moderation-counts',
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary: 'Operator: how many properties and projects wait for a moderation decision.',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.moderation.counts(signedIn(viewer))),
    }),
  ];
}
