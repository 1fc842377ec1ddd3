import { boolParam, idParam } from '@domus/shared/schemas/params.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest } from '../../lib/call.js';
import type { Services } from '../../services.js';

/** Operator actions on accounts under /api/admin/ (outside the client contract). */
export function accountAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'admin/user-status',
      access: 'admin',
      permission: 'users.manage',
      tag: 'Operator',
      summary:
        'Operator: deactivate (status=false) or reactivate (status=true) an account. Deactivation revokes its sessions and hides its listings.',
      input: z.object({ user_id: idParam('user_id'), status: boolParam('status') }),
      handler: async ({ input, viewer, request }) => {
        const result = await services.accountStatus.setActive(
          operatorRequest(viewer, request),
          input.user_id,
          input.status,
        );
        return ok(result, input.status ? 'Account activated' : 'Account deactivated');
      },
    }),
  ];
}
