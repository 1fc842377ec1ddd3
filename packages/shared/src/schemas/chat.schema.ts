import { z } from 'zod';
import {
  AUDIO_WITH_FILE,
  BLOCK_REASON_MAX_LENGTH,
  BLOCK_TARGET_REQUIRED,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPORT_REASON_MAX_LENGTH,
} from '../constants/chat.constants.js';
import { CHAT_MESSAGE_EMPTY, REPORT_OTHER_REASON_REQUIRED } from '../constants/messages.constants.js';
import { boolParam, idParam, intParam, pagination, required, textParam } from './params.schema.js';

// Chat and blocking (contract §3.4). `sender_id` is accepted only to be checked against the
// session user (§1.2 "Actor ids in bodies"); it is never used as the sender.

/** Chat lists are paged by `page` / `per_page` (§1.10): 15 a page by default, at most 50. */
const chatPaging = {
  page: intParam('page', 1).optional().default(1),
  per_page: intParam('per_page', 1, 50).optional().default(15),
};

/** `get_chats`: my conversations. */
export const chatsQuerySchema = z.object(chatPaging);

/** `get_messages`: one conversation (the other party, 0 for the operator, and the listing). */
export const messagesQuerySchema = z.object({
  user_id: required(idParam('user_id', { allowZero: true })),
  property_id: required(idParam('property_id')),
  ...chatPaging,
});

/** `send_message`: text, a file or a voice note (files are checked by the server, §4.21). */
export const sendMessageSchema = z
  .object({
    receiver_id: required(idParam('receiver_id', { allowZero: true })),
    property_id: required(idParam('property_id')),
    message: textParam('message', CHAT_MESSAGE_MAX_LENGTH).optional(),
    file: z.any().optional(),
    audio: z.any().optional(),
    sender_id: idParam('sender_id').optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.message && value.file === undefined && value.audio === undefined) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: CHAT_MESSAGE_EMPTY });
    }
    if (value.file !== undefined && value.audio !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['audio'], message: AUDIO_WITH_FILE });
    }
  });

/** `delete_chat_message`: one message of mine, or (without `message_id`) the whole conversation. */
export const deleteChatMessageSchema = z
  .object({
    message_id: idParam('message_id').optional(),
    receiver_id: idParam('receiver_id', { allowZero: true }).optional(),
    property_id: idParam('property_id').optional(),
    sender_id: idParam('sender_id').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.message_id !== undefined) return;
    for (const key of ['receiver_id', 'property_id'] as const) {
      if (value[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'Please fill all fields' });
    }
  });

/** `block-user` / `unblock-user`: exactly one of a member (`to_user_id`) or the operator (`to_admin`). */
const blockTarget = {
  to_user_id: idParam('to_user_id').optional(),
  to_admin: boolParam('to_admin').optional(),
};
const oneTarget = (value: { to_user_id?: number; to_admin?: boolean }, ctx: z.RefinementCtx) => {
  const admin = value.to_admin === true;
  if (admin === (value.to_user_id !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['to_user_id'], message: BLOCK_TARGET_REQUIRED });
  }
};

export const blockUserSchema = z
  .object({ ...blockTarget, reason: textParam('reason', BLOCK_REASON_MAX_LENGTH).optional() })
  .superRefine(oneTarget);
export const unblockUserSchema = z.object(blockTarget).superRefine(oneTarget);

/** `report-chat`: a conversation of mine (the other party, 0 for the operator, and the listing). */
export const reportChatSchema = z.object({
  user_id: required(idParam('user_id', { allowZero: true })),
  property_id: required(idParam('property_id')),
  reason: required(textParam('reason', CHAT_REPORT_REASON_MAX_LENGTH), REPORT_OTHER_REASON_REQUIRED),
});

/** Calls without parameters (`get-unread-counts`, `mark-notifications-read`). */
export const emptyQuerySchema = z.object({});

/** `get_notification_list`: mine and the broadcasts, newest first. */
export const notificationListSchema = z.object(pagination(10, 100));

export type ChatsQuery = z.output<typeof chatsQuerySchema>;
export type MessagesQuery = z.output<typeof messagesQuerySchema>;
export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type DeleteChatMessageInput = z.output<typeof deleteChatMessageSchema>;
export type BlockUserInput = z.output<typeof blockUserSchema>;
export type UnblockUserInput = z.output<typeof unblockUserSchema>;
export type ReportChatInput = z.output<typeof reportChatSchema>;
export type NotificationListQuery = z.output<typeof notificationListSchema>;
