import {
  adminContactHandledSchema,
  adminContactIdSchema,
  adminContactListSchema,
  adminContactReplySchema,
} from '@domus/shared/schemas/admin-contact.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: contact requests';

/** admin/contact-requests: the contact form's inbox; list, one, reply, handled, delete (issue 14). */
export function contactAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/contact-requests',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        'Operator: contact form messages, newest first, with handled (true/false), search (name, email, subject, message), offset/limit (20, ≤ 100) and total.',
      input: adminContactListSchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.contactAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/contact-requests/:id',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary: 'Operator: one contact request.',
      input: adminContactIdSchema,
      handler: async ({ input, viewer }) => ok(await services.contactAdmin.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/contact-requests/:id/reply',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        'Operator: mail a reply (`message`, ≤ 5000) to the sender and mark the request handled; 503 when the mail cannot be sent (nothing changes). Audited with the reply.',
      input: adminContactReplySchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.contactAdmin.reply(operatorRequest(viewer, request), input), 'Reply sent'),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/contact-requests/:id/handled',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: 'Operator: mark a request handled (`handled`: true) or back to open (false). Audited.',
      input: adminContactHandledSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.contactAdmin.setHandled(operatorRequest(viewer, request), input.id, input.handled),
          'Contact request updated',
        ),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/contact-requests/:id',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: 'Operator: delete a contact request. Audited with what it held.',
      input: adminContactIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.contactAdmin.remove(operatorRequest(viewer, request), input.id),
          'Contact request deleted',
        ),
    }),
  ];
}
