import {
  adminAdActionSchema,
  adminAdListQuerySchema,
  adminAdRejectSchema,
} from '@domus/shared/schemas/admin-advertisements.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: advertisements';

/** What each action answers, and its line in §4.6's table. */
const ACTIONS = {
  approve: {
    message: 'Advertisement approved',
    summary:
      'pending → approved and enabled (an ad whose end date has passed lands expired). 409 AD_ALREADY_EXISTS when another approved ad of the listing is running.',
  },
  disable: {
    message: 'Advertisement disabled',
    summary: 'approved and enabled → approved, disabled (not shown).',
  },
  enable: {
    message: 'Advertisement enabled',
    summary: 'approved and disabled → approved, enabled (shown again).',
  },
  expire: { message: 'Advertisement expired', summary: 'approved → expired (final).' },
} as const;

/** Operators' advertisements under /api/admin/advertisements (contract §3.8, §4.6). */
export function advertisementAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/advertisements',
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary:
        'Operator: advertisements of one status (status pending|approved|rejected|expired or 1|0|2|3, default pending; pending oldest first, the others newest first; an approved ad past its end counts as expired), for (property|project), type (list|slider), search (listing title), offset/limit (20, ≤ 100), total. Each item is §2.9 with its listing, owner, state, allowed actions and rejection reason.',
      input: adminAdListQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.advertisementAdmin.list(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/advertisement-counts',
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary: 'Operator: how many advertisements are pending, approved (running), rejected and expired.',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.advertisementAdmin.counts(signedIn(viewer))),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/advertisements/:id',
      access: 'admin',
      permission: 'listings.read',
      tag: TAG,
      summary: 'Operator: one advertisement as the list shows it.',
      input: adminAdActionSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.advertisementAdmin.one(signedIn(viewer), input.id)),
    }),
    ...(Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]).map((action) =>
      defineCall({
        method: 'POST',
        name: `admin/advertisements/:id/${action}`,
        access: 'admin',
        permission: 'listings.moderate',
        tag: TAG,
        summary: `Operator: ${ACTIONS[action].summary} The owner is notified; audited; the home page and lists follow at once. Other states: 409 AD_STATUS_FINAL (rejected, expired) or AD_TRANSITION_NOT_ALLOWED.`,
        input: adminAdActionSchema,
        handler: async ({ input, viewer, request }) =>
          ok(
            await services.advertisementAdmin.decide(operatorRequest(viewer, request), input.id, action),
            ACTIONS[action].message,
          ),
      }),
    ),
    defineCall({
      method: 'POST',
      name: 'admin/advertisements/:id/reject',
      access: 'admin',
      permission: 'listings.moderate',
      tag: TAG,
      summary:
        'Operator: pending or approved → rejected (final), with a `reason` (required, ≤ 300) kept and shown to the owner, who is notified and mailed; audited. 409 AD_STATUS_FINAL for a rejected or expired ad.',
      input: adminAdRejectSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.advertisementAdmin.reject(operatorRequest(viewer, request), input.id, input.reason),
          'Advertisement rejected',
        ),
    }),
  ];
}
