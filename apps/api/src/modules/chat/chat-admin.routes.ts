import { CHAT_SUCCESS } from '@domus/shared/constants/chat.constants';
import {
  adminChatBlockSchema,
  adminChatIdSchema,
  adminChatMessagesQuerySchema,
  adminChatsQuerySchema,
  adminSendMessageSchema,
} from '@domus/shared/schemas/admin-chat.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: chat';

/** The operator's inbox under /api/admin: conversations as user 0, replies, blocks. */
export function chatAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/chats',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        "Operator: the operator's (user 0) conversations with members, latest message first, in get_chats' shape (page, per_page).",
      input: adminChatsQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total, ...page } = await services.chatAdmin.conversations(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total, extra: page });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/chat-messages',
      access: 'admin',
      permission: 'users.read',
      tag: TAG,
      summary:
        "Operator: one conversation with a member (`user_id`) about `property_id`, newest first, in get_messages' shape; what the member sent is marked read.",
      input: adminChatMessagesQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total, ...page } = await services.chatAdmin.messages(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total, extra: page });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'admin/chat-messages',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        "Operator: send as the operator (user 0) to a member about the operator's listing or the member's; same files, blocks and answers as send_message. Audited.",
      input: adminSendMessageSchema,
      handler: async ({ input, viewer, request }) => {
        const message = await services.chatAdmin.send(operatorRequest(viewer, request), input);
        return ok(message, CHAT_SUCCESS.sent, { status: 201, extra: { id: message.id } });
      },
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/chat-messages/:id',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary: "Operator: delete one of the operator's messages for both parties. Audited.",
      input: adminChatIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.chatAdmin.deleteMessage(operatorRequest(viewer, request), input.id),
          CHAT_SUCCESS.messageDeleted,
        ),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/chat-blocks',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        'Operator: block a member (`user_id`, optional `reason`) from chatting with the operator; 409 ALREADY_BLOCKED. Audited.',
      input: adminChatBlockSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.chatAdmin.block(operatorRequest(viewer, request), input), CHAT_SUCCESS.blocked, {
          status: 201,
        }),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/chat-blocks/:id',
      access: 'admin',
      permission: 'users.manage',
      tag: TAG,
      summary:
        "Operator: remove the operator's block of a member (`id`: the member); 404 NOT_BLOCKED. Audited.",
      input: adminChatIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.chatAdmin.unblock(operatorRequest(viewer, request), input.id),
          CHAT_SUCCESS.unblocked,
        ),
    }),
  ];
}
