import { z } from 'zod';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';
import { DASHBOARD_PERMISSIONS } from './dashboard.service.js';

export function dashboardCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/dashboard',
      access: 'admin',
      permission: DASHBOARD_PERMISSIONS,
      tag: 'Operator: dashboard',
      summary:
        'Operator: the console dashboard. Each figure only with its read permission: `listings` (properties and projects by moderation state and on/off, listings.read), `new_members` (accounts per UTC day, last 30 days, users.read), `revenue` (successful payments per currency and UTC day, last 30 days, payments.read) and `queues` (pending work with its count and console path).',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.dashboard.figures(signedIn(viewer))),
    }),
  ];
}
