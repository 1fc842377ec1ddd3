import {
  adminIdSchema,
  adminStaffRoleSchema,
  adminStaffRoleUpdateSchema,
} from '@domus/shared/schemas/admin-staff.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: staff roles';

/** admin/staff-roles CRUD and admin/me (issue 14). */
export function staffRoleCalls(services: Services): CallDefinition[] {
  const roles = services.staffRoles;
  return [
    defineCall({
      method: 'GET',
      name: 'admin/me',
      access: 'required',
      tag: TAG,
      summary:
        "The signed-in account's role and operator permissions (empty for members): the console shows only what they allow.",
      input: z.object({}),
      handler: async ({ viewer }) => ok(roles.me(signedIn(viewer))),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/staff-roles',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary:
        'Operator: the staff roles with their permissions and how many accounts hold each (the built-in admin role is not listed: it holds every permission).',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await roles.list(signedIn(viewer))),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/staff-roles/:id',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary: 'Operator: one staff role.',
      input: adminIdSchema,
      handler: async ({ input, viewer }) => ok(await roles.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/staff-roles',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary:
        'Operator: create a role: `name` (lowercase slug, not admin/agent/member/deleted) and `permissions` (at least one). Audited.',
      input: adminStaffRoleSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await roles.create(operatorRequest(viewer, request), input), 'Role created', { status: 201 }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/staff-roles/:id',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary:
        "Operator: replace a role's name and permissions; its holders follow from their next call. Audited with before and after.",
      input: adminStaffRoleUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await roles.update(operatorRequest(viewer, request), input), 'Role updated'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/staff-roles/:id',
      access: 'admin',
      permission: 'staff.manage',
      tag: TAG,
      summary: 'Operator: delete a role nobody holds (409 ROLE_IN_USE otherwise). Audited.',
      input: adminIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await roles.remove(operatorRequest(viewer, request), input.id), 'Role deleted'),
    }),
  ];
}
