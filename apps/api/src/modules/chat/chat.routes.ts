import { CHAT_SUCCESS } from '@domus/shared/constants/chat.constants';
import {
  blockUserSchema,
  chatsQuerySchema,
  deleteChatMessageSchema,
  emptyQuerySchema,
  messagesQuerySchema,
  reportChatSchema,
  sendMessageSchema,
  unblockUserSchema,
} from '@domus/shared/schemas/chat.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Chat';

/** get_chats, get_messages, send_message, delete_chat_message, block-user, unblock-user, report-chat. */
export function chatCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'get_chats',
      access: 'required',
      tag: TAG,
      summary:
        'My conversations (other party, listing, last message, unread count), latest message first; one I deleted is hidden until a newer message arrives.',
      input: chatsQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total, ...page } = await services.chat.conversations(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total, extra: page });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get_messages',
      access: 'required',
      tag: TAG,
      summary:
        'The messages between me and `user_id` (0: the operator) about `property_id`, newest first; what I received there is marked read.',
      input: messagesQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total, ...page } = await services.chat.messages(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total, extra: page });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'send_message',
      access: 'required',
      tag: TAG,
      summary:
        'Send text, a file (JPEG, PNG, PDF, DOC, DOCX ≤ 2 MB) or a voice note (MP3, M4A, WebM, OGG ≤ 5 MB) about a listing one of us owns. Blocks: 403 BLOCKED_BY_YOU / BLOCKED_BY_USER.',
      input: sendMessageSchema,
      handler: async ({ input, viewer }) => {
        const message = await services.chat.send(signedIn(viewer), input);
        return ok(message, CHAT_SUCCESS.sent, { status: 201, extra: { id: message.id } });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'delete_chat_message',
      access: 'required',
      tag: TAG,
      summary:
        'Delete one of my messages for both parties (`message_id`), or hide a whole conversation for me (`receiver_id` + `property_id`).',
      input: deleteChatMessageSchema,
      handler: async ({ input, viewer }) => {
        const removed = await services.chat.remove(signedIn(viewer), input);
        return ok(null, removed === 'message' ? CHAT_SUCCESS.messageDeleted : CHAT_SUCCESS.chatDeleted);
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get-unread-counts',
      access: 'required',
      tag: TAG,
      summary:
        'Beyond the contract: my unread chat messages and unread notifications, for the header badges (polling fallback of the realtime frames).',
      input: emptyQuerySchema,
      handler: async ({ viewer }) => ok(await services.chat.unreadCounts(signedIn(viewer))),
    }),
    defineCall({
      method: 'POST',
      name: 'block-user',
      access: 'required',
      tag: TAG,
      summary:
        'Block a member (`to_user_id`) or the operator (`to_admin=1`): no messages either way until unblocked.',
      input: blockUserSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.chat.block(signedIn(viewer), input), CHAT_SUCCESS.blocked, { status: 201 }),
    }),
    defineCall({
      method: 'POST',
      name: 'unblock-user',
      access: 'required',
      tag: TAG,
      summary: 'Remove my block of a member or of the operator (404 NOT_BLOCKED if there is none).',
      input: unblockUserSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.chat.unblock(signedIn(viewer), input), CHAT_SUCCESS.unblocked),
    }),
    defineCall({
      method: 'POST',
      name: 'report-chat',
      access: 'required',
      tag: TAG,
      summary:
        'Beyond the contract (issue 12): report my conversation with `user_id` (0: the operator) about `property_id` to the operators, with a `reason` (1 to 500 characters). Its last 50 messages (texts, files, senders, times) are kept with the report as evidence. Not a participant: 404; an open report of mine already: 409 ALREADY_REPORTED; 5 reports an hour; refused in demo mode.',
      input: reportChatSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.chatReports.report(signedIn(viewer), input), CHAT_SUCCESS.reported, {
          status: 201,
        }),
    }),
  ];
}
