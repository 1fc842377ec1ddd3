import { auditLogQuerySchema } from '@domus/shared/schemas/admin-audit.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

/** The audit log is read only: there is deliberately no call that writes or deletes it. */
export function auditCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/audit-log',
      access: 'admin',
      permission: 'audit.read',
      tag: 'Operator',
      summary:
        'Operator: every operator write, newest first: actor, action, target (type and id), the record before and after, time and client address. Filters: target_type, target_id, actor_id, action (exact), search (actor name or email, part of the action), from/to (whole UTC days, YYYY-MM-DD); offset/limit (20, ≤ 100) with total.',
      input: auditLogQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.audit.list(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
  ];
}
