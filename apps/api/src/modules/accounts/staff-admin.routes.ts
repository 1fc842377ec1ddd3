import {
  adminIdSchema,
  adminStaffCreateSchema,
  adminStaffListQuerySchema,
  adminStaffRoleChangeSchema,
} from '@domus/shared/schemas/admin-staff.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: staff';

/** admin/staff: staff accounts and their roles (issue 14). */
export function staffAdminCalls(services: Services): CallDefinition[] {
  const staff = services.staffAdmin;
  return [
    defineCall({
      method: 'GET',
      name: 'admin/staff',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary:
        'Operator: staff accounts (admin or a staff role), newest first, with search, offset/limit and total.',
      input: adminStaffListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await staff.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'admin/staff',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary:
        'Operator: create a staff account: `name`, `email`, `password`, `role` (admin or a staff role). Audited.',
      input: adminStaffCreateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await staff.create(operatorRequest(viewer, request), input), 'Staff account created', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/staff/:id',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary:
        "Operator: give an account another role (a member becomes staff this way). Applies from its next call; never one's own role. Audited.",
      input: adminStaffRoleChangeSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await staff.changeRole(operatorRequest(viewer, request), input.id, input.role), 'Role changed'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/staff/:id',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary: 'Operator: take the staff rights away; the account stays, as a member. Audited.',
      input: adminIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await staff.removeStaff(operatorRequest(viewer, request), input.id), 'Staff rights removed'),
    }),
  ];
}
