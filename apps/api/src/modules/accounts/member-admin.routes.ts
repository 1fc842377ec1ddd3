import {
  adminIdSchema,
  adminMemberCreateSchema,
  adminMemberListQuerySchema,
} from '@domus/shared/schemas/admin-staff.schema';
import { boolParam, required } from '@domus/shared/schemas/params.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: members';

/** admin/members: list, one, create, activate/deactivate, reset mail (issue 14). */
export function memberAdminCalls(services: Services): CallDefinition[] {
  const members = services.memberAdmin;
  return [
    defineCall({
      method: 'GET',
      name: 'admin/members',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        'Operator: accounts, newest first: search (name, email, phone), active (true/false), role (member, agent, staff), verification_status (initial, pending, success, failed), offset/limit (20, ≤ 100) and total.',
      input: adminMemberListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await members.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/members/:id',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        'Operator: one account with its counts of listings and projects, its active package, the total it paid and its verification status.',
      input: adminIdSchema,
      handler: async ({ input, viewer }) => ok(await members.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/members',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        'Operator: create a member who signs in with `email` and `password` (6–128); without a password they are mailed a link to set one. 409 EMAIL_IN_USE for a taken address. Audited.',
      input: adminMemberCreateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await members.create(operatorRequest(viewer, request), { ...input, role: 'member' }),
          'Member created',
          {
            status: 201,
          },
        ),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/members/:id/status',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        'Operator: deactivate (`active=false`) or reactivate an account, as admin/user-status: deactivation ends its sessions and sockets and hides its listings. Audited.',
      input: z.object({ id: adminIdSchema.shape.id, active: required(boolParam('active')) }),
      handler: async ({ input, viewer, request }) =>
        ok(
          await members.setActive(operatorRequest(viewer, request), input.id, input.active),
          input.active ? 'Account activated' : 'Account deactivated',
        ),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/members/:id/password-reset',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: 'Operator: mail the member the forgot-password link (email sign-in accounts only). Audited.',
      input: adminIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await members.sendPasswordReset(operatorRequest(viewer, request), input.id),
          'Password reset mail sent',
        ),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/members/:id',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        "Operator: delete an account as delete_user does (its listings, chats and files go; payments stay, unlinked; its sessions end). A staff account loses its rights first (admin/staff); never one's own. Audited.",
      input: adminIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await members.remove(operatorRequest(viewer, request), input.id), 'Account deleted'),
    }),
  ];
}
