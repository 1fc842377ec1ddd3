import { z } from 'zod';
import { BLOCK_REASON_MAX_LENGTH } from '../constants/chat.constants.js';
import { chatsQuerySchema, messagesQuerySchema, sendMessageSchema } from './chat.schema.js';
import { idParam, required, textParam } from './params.schema.js';

// The operator's side of chat (admin console): the operator takes part as user 0, so its
// conversations are with members only.

/** `GET admin/chats`: the operator's conversations. */
export const adminChatsQuerySchema = chatsQuerySchema;

/** `GET admin/chat-messages`: one of them (`user_id`: the member). */
export const adminChatMessagesQuerySchema = messagesQuerySchema.extend({
  user_id: required(idParam('user_id')),
});

/** `POST admin/chat-messages`: a message from the operator to a member. */
export const adminSendMessageSchema = sendMessageSchema;

/** `DELETE admin/chat-messages/:id` (one of the operator's messages), `DELETE admin/chat-blocks/:id` (a member). */
export const adminChatIdSchema = z.object({ id: required(idParam('id')) });

/** `POST admin/chat-blocks`: the operator blocks a member. */
export const adminChatBlockSchema = z.object({
  user_id: required(idParam('user_id')),
  reason: textParam('reason', BLOCK_REASON_MAX_LENGTH).optional(),
});

export type AdminChatMessagesQuery = z.output<typeof adminChatMessagesQuerySchema>;
export type AdminSendMessageInput = z.output<typeof adminSendMessageSchema>;
export type AdminChatBlockInput = z.output<typeof adminChatBlockSchema>;
