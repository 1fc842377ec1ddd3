import { OPERATOR_USER_ID } from '@domus/shared/constants/chat.constants';
import type {
  AdminChatBlockInput,
  AdminChatMessagesQuery,
  AdminSendMessageInput,
} from '@domus/shared/schemas/admin-chat.schema';
import type { ChatsQuery } from '@domus/shared/schemas/chat.schema';
import type { OperatorRequest } from '../../lib/call.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ChatService } from './chat.service.js';

/**
 * The operator's inbox (admin console): every operator speaks as the one party "Admin", user 0,
 * so members see one counterpart whoever answers; each write is audited with the operator who
 * made it. Abuse limits are for members and do not apply here.
 */
export function chatAdminService(chat: ChatService, audit: AuditService) {
  const op = chat.operator;
  return {
    async conversations(viewer: Viewer, query: ChatsQuery) {
      void viewer;
      return op.conversations(OPERATOR_USER_ID, query);
    },

    async messages(viewer: Viewer, query: AdminChatMessagesQuery) {
      void viewer;
      return op.messages(OPERATOR_USER_ID, query);
    },

    async send(operator: OperatorRequest, input: AdminSendMessageInput) {
      return op.send(OPERATOR_USER_ID, input, null, (trx, message) =>
        audit.within(trx).record(operator, {
          action: 'chat_message.send',
          target: { type: 'chat_message', id: message.id },
          before: null,
          // The content stays in the conversation: the log says who wrote to whom about what.
          after: {
            receiver_id: message.receiver_id,
            property_id: message.property_id,
            chat_message_type: message.chat_message_type,
          },
        }),
      );
    },

    async deleteMessage(operator: OperatorRequest, id: number) {
      await op.deleteMessage(OPERATOR_USER_ID, id, (trx) =>
        audit.within(trx).record(operator, {
          action: 'chat_message.delete',
          target: { type: 'chat_message', id },
          before: { id },
          after: null,
        }),
      );
      return null;
    },

    async block(operator: OperatorRequest, input: AdminChatBlockInput) {
      await op.block(OPERATOR_USER_ID, input.user_id, input.reason ?? null, (trx) =>
        audit.within(trx).record(operator, {
          action: 'user.block',
          target: { type: 'user', id: input.user_id },
          before: { blocked_by_admin: false },
          after: { blocked_by_admin: true, reason: input.reason ?? null },
        }),
      );
      return { user_id: input.user_id, is_blocked_by_admin: true };
    },

    async unblock(operator: OperatorRequest, userId: number) {
      await op.unblock(OPERATOR_USER_ID, userId, (trx) =>
        audit.within(trx).record(operator, {
          action: 'user.unblock',
          target: { type: 'user', id: userId },
          before: { blocked_by_admin: true },
          after: { blocked_by_admin: false },
        }),
      );
      return { user_id: userId, is_blocked_by_admin: false };
    },
  };
}

export type ChatAdminService = ReturnType<typeof chatAdminService>;
