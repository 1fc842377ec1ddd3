import {
  CANNOT_BLOCK_SELF,
  type ChatMessageType,
  OPERATOR_USER_ID,
} from '@domus/shared/constants/chat.constants';
import { ADMIN_ALREADY_BLOCKED } from '@domus/shared/constants/messages.constants';
import type {
  BlockUserInput,
  ChatsQuery,
  DeleteChatMessageInput,
  MessagesQuery,
  SendMessageInput,
  UnblockUserInput,
} from '@domus/shared/schemas/chat.schema';
import type { Transaction } from 'kysely';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { nowIso, toIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { AppError, errors } from '../../lib/app-error.js';
import { deleteOwnedUploads } from '../../lib/upload-keys.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { PushService } from '../push/push.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { chatPage, type Party, presentConversation, presentMessage } from './chat.presenter.js';
import { type ChatMessageRow, type ConversationKey, chatRepository } from './chat.repository.js';
import { chatPush } from './chat-push.js';
import { viewFor } from './chat-safety.presenter.js';
import { chatSafetyService } from './chat-safety.service.js';
import { checkChatUpload, storeChatUpload } from './chat-upload.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The block calls' answer: a member by id, or the operator. */
const blockAnswer = (target: number) => ({
  to_user_id: target === OPERATOR_USER_ID ? null : target,
  to_admin: target === OPERATOR_USER_ID,
});

/** Who a block names: a member, or the operator (user 0). */
const counterpart = (id: number) => (id === OPERATOR_USER_ID ? 'admin' : 'user');

function messageType(input: { message?: string; file: boolean; audio: boolean }): ChatMessageType {
  if (input.audio) return 'audio';
  if (input.file) return input.message ? 'file_and_text' : 'file';
  return 'text';
}

/**
 * Chat between members, and with the operator as user 0 (contract §3.4, §4.12). The sender is
 * always the session user; a conversation is (the two parties, a listing) and needs one party to
 * own the listing. Every stored or removed message is published to both parties' connections.
 */
export function chatService(
  deps: AppDeps,
  guard: AccessGuard,
  settings: SettingsService,
  notifications: NotificationService,
  push: PushService,
) {
  const repo = chatRepository(deps.db);
  const safety = chatSafetyService(deps, settings);
  const pushes = chatPush(deps, settings, push);

  /** `sender_id` in a body is checked against the session user, never used (§1.2). */
  function assertActor(viewer: Viewer, senderId: number | undefined) {
    if (senderId !== undefined && senderId !== viewer.user.id) throw errors.coded('FORBIDDEN');
  }

  /** The operator always exists; a member must exist, be active and not deleted (else 404). */
  async function activeParty(id: number) {
    if (id === OPERATOR_USER_ID) return;
    const user = await repo.user(id);
    if (user?.is_active !== 1 || user.role === 'deleted') throw errors.notFound();
  }

  /** A block in either direction stops sending; the blocker and the blocked hear different words. */
  async function assertNotBlocked(me: number, other: number) {
    const blocks = await repo.blocksBetween(me, other);
    if (blocks.some((b) => b.blocker_id === me))
      throw errors.coded('BLOCKED_BY_YOU', { counterpart: counterpart(other) });
    if (blocks.length > 0) throw errors.coded('BLOCKED_BY_USER', { counterpart: counterpart(other) });
  }

  /**
   * Abuse limits (settings): messages a minute per sender, and new conversations a day for
   * accounts younger than `chat_new_account_days`. Every attempt takes a minute slot at once (one
   * atomic step, so parallel requests cannot all pass); a new conversation is counted only once
   * its first message is stored (the returned function).
   */
  async function takeSendSlots(viewer: Viewer, key: ConversationKey) {
    const perMinute = await settings.get('chat_messages_per_minute');
    const wait = await deps.limiter.take(`chat-send:${key.me}`, perMinute, MINUTE);
    if (wait !== null) throw errors.rateLimited(wait);
    const youngDays = await settings.get('chat_new_account_days');
    const createdAt = new Date(toIso(viewer.user.created_at) ?? 0).getTime();
    const young = youngDays > 0 && deps.now().getTime() - createdAt < youngDays * DAY;
    const opening = young && !(await repo.conversationExists(key));
    if (opening) {
      const perDay = await settings.get('chat_new_account_conversations_per_day');
      const waitDay = await deps.limiter.peek(`chat-new:${key.me}`, perDay, DAY);
      if (waitDay !== null) throw errors.rateLimited(waitDay);
    }
    return async () => {
      if (opening) await deps.limiter.hit(`chat-new:${key.me}`, DAY);
    };
  }

  /**
   * Stores and publishes a message from `me` (a member, or the operator as 0). `limit` takes the
   * sender's abuse-limit slots (members only); `alongside` writes in the message's transaction
   * (the operator's audit record).
   */
  async function sendAs(
    me: number,
    input: Omit<SendMessageInput, 'sender_id'>,
    limit: ((key: ConversationKey) => Promise<() => Promise<void>>) | null,
    alongside?: (trx: Transaction<DB>, message: ChatMessageRow) => Promise<void>,
  ) {
    const key: ConversationKey = { me, other: input.receiver_id, propertyId: input.property_id };
    const listing = await repo.listing(input.property_id);
    if (!listing || key.other === me) throw errors.notFound();
    await activeParty(key.other);
    const owner = listing.owner_id ?? OPERATOR_USER_ID;
    if (owner !== me && owner !== key.other) throw errors.coded('FORBIDDEN');
    await assertNotBlocked(me, key.other);
    // Before the files are read: a sender past the limit costs no picture decoding.
    const countSent = limit ? await limit(key) : null;

    const folder = `chat/${me}`;
    const upload =
      input.audio !== undefined
        ? { field: 'audio' as const, checked: await checkChatUpload(input.audio, 'audio', folder) }
        : input.file !== undefined
          ? { field: 'file' as const, checked: await checkChatUpload(input.file, 'file', folder) }
          : null;

    const stored = upload ? await storeChatUpload(deps.storage, upload.checked) : null;
    const at = nowIso(deps.now());
    let row: ChatMessageRow;
    try {
      row = await deps.db.transaction().execute(async (trx) => {
        const inserted = await chatRepository(trx).insertMessage({
          sender_id: me,
          receiver_id: key.other,
          property_id: listing.id,
          message: input.message ?? null,
          file: upload?.field === 'file' ? stored : null,
          audio: upload?.field === 'audio' ? stored : null,
          chat_message_type: messageType({
            message: input.message,
            file: upload?.field === 'file',
            audio: upload?.field === 'audio',
          }),
          created_at: at,
          updated_at: at,
        });
        await alongside?.(trx, inserted);
        return inserted;
      });
    } catch (error) {
      await deleteOwnedUploads(deps.storage, [stored]);
      throw error;
    }
    await countSent?.();
    // The sender's copy is as written; the receiver's carries its warnings and masking.
    const message = presentMessage(deps.storage, row);
    const received = presentMessage(deps.storage, row, await safety.forReceiver(row));
    await deps.realtime.publish([me], { type: 'chat.message', data: message });
    await deps.realtime.publish([key.other], { type: 'chat.message', data: received });
    // The push previews the receiver's copy: a new member's contacts stay hidden there too.
    pushes.message({ ...row, message: received.message });
    return message;
  }

  /** A party's conversations (a member's, or the operator's as 0), latest message first. */
  async function conversationsOf(me: number, query: ChatsQuery) {
    const { rows, total } = await repo.conversations(me, (query.page - 1) * query.per_page, query.per_page);
    const blocks = await repo.blocksWith(
      me,
      rows.map((r) => r.other_id),
    );
    const operator = rows.some((r) => r.other_id === OPERATOR_USER_ID) ? await operatorParty() : null;
    const policy = await safety.policy();
    const data = rows.map((row) =>
      presentConversation(
        deps.storage,
        row,
        row.other_id === OPERATOR_USER_ID && operator
          ? operator
          : { name: row.name ?? null, profile: mediaUrl(deps.storage, row.profile) },
        {
          byMe: blocks.some((b) => b.blocker_id === me && b.blocked_id === row.other_id),
          byUser: blocks.some((b) => b.blocked_id === me && b.blocker_id === row.other_id),
        },
        viewFor(
          policy,
          { sender_id: row.last_sender_id, message: row.last_message, created_at: row.last_created_at },
          { reader: me, senderCreatedAt: row.other_created_at, readerReplied: toNumber(row.replied) > 0 },
        ),
      ),
    );
    return { data, ...chatPage(total, query.page, query.per_page) };
  }

  /** One conversation as `me` sees it, newest first; what it shows `me` is read from now on. */
  async function threadOf(me: number, query: MessagesQuery) {
    const key: ConversationKey = {
      me,
      other: query.user_id,
      propertyId: query.property_id,
    };
    const { rows, total } = await repo.messages(key, (query.page - 1) * query.per_page, query.per_page);
    // Polling a thread is also how a client without realtime reads it: opening it is reading it.
    if (rows.length > 0) {
      const at = deps.now();
      // A read receipt to the senders (the other party), only when something was newly read:
      // a client polling an already-read thread sends none.
      if ((await repo.markRead(key, at)) > 0)
        await deps.realtime.publish([key.other], {
          type: 'chat.read',
          data: { user_id: me, property_id: key.propertyId, read_at: toIso(at) },
        });
    }
    const page = chatPage(total, query.page, query.per_page);
    const views = await safety.thread(key, rows);
    return {
      data: {
        current_page: query.page,
        per_page: query.per_page,
        last_page: Math.max(1, page.total_page),
        total,
        data: rows.map((row, i) => presentMessage(deps.storage, row, views[i])),
      },
      ...page,
    };
  }

  /** Adds `me`'s block of `target` (a member, or the operator as 0); `alongside` writes in its transaction. */
  async function blockAs(
    me: number,
    target: number,
    reason: string | null,
    alongside?: (trx: Transaction<DB>) => Promise<void>,
  ) {
    if (target !== OPERATOR_USER_ID) {
      const user = await repo.user(target);
      if (!user || user.role === 'deleted') throw errors.notFound();
    }
    const added = await deps.db.transaction().execute(async (trx) => {
      const done = await chatRepository(trx).addBlock(me, target, reason, deps.now());
      if (done) await alongside?.(trx);
      return done;
    });
    if (!added) {
      const already = errors.coded('ALREADY_BLOCKED');
      if (target === OPERATOR_USER_ID)
        throw new AppError(already.status, already.code, ADMIN_ALREADY_BLOCKED);
      throw already;
    }
  }

  /** Removes `me`'s block of `target`; 404 NOT_BLOCKED when there is none. */
  async function unblockAs(me: number, target: number, alongside?: (trx: Transaction<DB>) => Promise<void>) {
    const removed = await deps.db.transaction().execute(async (trx) => {
      const done = await chatRepository(trx).removeBlock(me, target);
      if (done) await alongside?.(trx);
      return done;
    });
    if (!removed) throw errors.coded('NOT_BLOCKED');
  }

  /** Deletes one of `me`'s messages for both parties and tells both; `alongside` writes in its transaction. */
  async function deleteMessageAs(
    me: number,
    id: number,
    alongside?: (trx: Transaction<DB>) => Promise<void>,
  ) {
    const row = await repo.message(id);
    if (!row || (row.sender_id !== me && row.receiver_id !== me)) throw errors.notFound();
    if (row.sender_id !== me) throw errors.forbidden('You can only delete your own messages');
    await deps.db.transaction().execute(async (trx) => {
      await chatRepository(trx).deleteMessage(row.id);
      await alongside?.(trx);
    });
    await deleteOwnedUploads(deps.storage, [row.file, row.audio]);
    await deps.realtime.publish([row.sender_id, row.receiver_id], {
      type: 'chat.message_deleted',
      data: { id: row.id, property_id: row.property_id, sender_id: row.sender_id },
    });
    pushes.deleted(row);
    return row;
  }

  async function operatorParty(): Promise<Party> {
    return {
      name: await settings.get('admin_name'),
      profile: mediaUrl(deps.storage, await settings.get('admin_image')),
    };
  }

  return {
    /** send_message. */
    async send(viewer: Viewer, input: SendMessageInput) {
      await guard.assertMemberWrite(viewer);
      assertActor(viewer, input.sender_id);
      return sendAs(viewer.user.id, input, (key) => takeSendSlots(viewer, key));
    },

    /** get_chats: my conversations, latest message first. */
    async conversations(viewer: Viewer, query: ChatsQuery) {
      return conversationsOf(viewer.user.id, query);
    },

    /** get_messages: one conversation, newest first; what it shows me is read from now on. */
    async messages(viewer: Viewer, query: MessagesQuery) {
      return threadOf(viewer.user.id, query);
    },

    /** delete_chat_message: one message of mine for both parties, or the conversation for me. */
    async remove(viewer: Viewer, input: DeleteChatMessageInput): Promise<'message' | 'chat'> {
      await guard.assertMemberWrite(viewer);
      assertActor(viewer, input.sender_id);
      const me = viewer.user.id;
      if (input.message_id !== undefined) {
        await deleteMessageAs(me, input.message_id);
        return 'message';
      }
      const key: ConversationKey = {
        me,
        other: input.receiver_id ?? OPERATOR_USER_ID,
        propertyId: input.property_id ?? 0,
      };
      if (!(await repo.hasVisible(key))) throw errors.notFound();
      await repo.hideConversation(key, deps.now());
      return 'chat';
    },

    /** The header's badges: unread chat messages and unread notifications. */
    async unreadCounts(viewer: Viewer) {
      const [chats, unreadNotifications] = await Promise.all([
        repo.unreadTotal(viewer.user.id),
        notifications.unreadCount(viewer),
      ]);
      return { chat_messages: chats, notifications: unreadNotifications };
    },

    /** block-user: directional; the operator is user 0. */
    async block(viewer: Viewer, input: BlockUserInput) {
      await guard.assertMemberWrite(viewer);
      const target = input.to_admin ? OPERATOR_USER_ID : (input.to_user_id ?? OPERATOR_USER_ID);
      if (target === viewer.user.id) throw errors.field('to_user_id', CANNOT_BLOCK_SELF);
      await blockAs(viewer.user.id, target, input.reason ?? null);
      return blockAnswer(target);
    },

    /** unblock-user: only a block of mine. */
    async unblock(viewer: Viewer, input: UnblockUserInput) {
      await guard.assertMemberWrite(viewer);
      const target = input.to_admin ? OPERATOR_USER_ID : (input.to_user_id ?? OPERATOR_USER_ID);
      await unblockAs(viewer.user.id, target);
      return blockAnswer(target);
    },

    /** The same conversations for the operator (user 0), for the console's inbox (chat-admin). */
    operator: {
      send: sendAs,
      conversations: conversationsOf,
      messages: threadOf,
      deleteMessage: deleteMessageAs,
      block: blockAs,
      unblock: unblockAs,
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
