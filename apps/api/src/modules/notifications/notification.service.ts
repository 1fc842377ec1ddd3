import type { NotificationEvent, NotificationType } from '@domus/shared/constants/notification.constants';
import type { NotificationListQuery } from '@domus/shared/schemas/chat.schema';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { nowIso, toIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import { presentNotification } from './notification.presenter.js';
import { type NotificationRecipient, notificationRepository } from './notification.repository.js';

/** What to tell a member (contract §2.12). */
export interface NotificationInput {
  event: NotificationEvent;
  title: string;
  message: string;
  type: NotificationType;
  property_id?: number | null;
  project_id?: number | null;
  image?: string | null;
  /** A web path the email points to (`/my-property/<slug>`, `/my-project/<slug>`); the site's home without it. */
  link?: string;
}

export interface StoredNotification extends Required<Omit<NotificationInput, 'link'>> {
  id: number;
  user_id: number;
  created_at: string;
}

/** A stored notification, still to be delivered outside the database once its write commits. */
export interface PendingNotification {
  notification: StoredNotification;
  recipient: NotificationRecipient;
  link: string | undefined;
}

/**
 * One way a stored notification leaves the server. Mail is the one built so far; Web Push and the
 * realtime connection (§4.13) join as channels here, and every caller of `notify` reaches them.
 */
export interface NotificationChannel {
  name: string;
  deliver(pending: PendingNotification): Promise<void>;
  /** Many at once (a sweep's alerts), where the channel can share work between them. */
  deliverMany?(pendings: readonly PendingNotification[]): Promise<void>;
  /** One stored broadcast (no single recipient) to a chunk of its members. */
  deliverBroadcast?(notificationId: number, userIds: readonly number[]): Promise<void>;
}

export interface NotificationLog {
  warn(object: Record<string, unknown>, message: string): void;
}

/** The operator (owner 0 or none) is not a member: its listings' events notify nobody. */
const isMember = (userId: number | null | undefined): userId is number =>
  typeof userId === 'number' && userId > 0;

/**
 * Notifications to one member: stored for `get_notification_list`, then delivered by each
 * channel. Deactivated and deleted accounts receive nothing. Writers that change state in a
 * transaction store the notification inside it (`within(trx).store`), so both commit or neither,
 * and `deliver` after the commit: a message never announces a change that rolled back, and a
 * delivery that fails is logged without undoing the change.
 */
export function notificationService(deps: AppDeps, channels: readonly NotificationChannel[]) {
  let log: NotificationLog | null = null;
  const storer = (db: Kysely<DB>) => ({
    async store(
      userId: number | null | undefined,
      input: NotificationInput,
    ): Promise<PendingNotification | null> {
      if (!isMember(userId)) return null;
      const repo = notificationRepository(db);
      const recipient = await repo.recipient(userId);
      if (recipient?.is_active !== 1 || recipient.role === 'deleted') return null;
      const row = {
        user_id: userId,
        title: input.title,
        message: input.message,
        type: input.type,
        event: input.event,
        send_type: 0,
        property_id: input.property_id ?? null,
        project_id: input.project_id ?? null,
        image: input.image ?? null,
        created_at: nowIso(deps.now()),
      };
      const id = await repo.insert(row);
      const notification: StoredNotification = { ...row, id, event: input.event, type: input.type };
      return { notification, recipient, link: input.link };
    },

    /** `store` for many (a sweep's alerts): the recipients are read together. */
    async storeMany(
      items: readonly { userId: number; input: NotificationInput }[],
    ): Promise<(PendingNotification | null)[]> {
      const repo = notificationRepository(db);
      const recipients = await repo.recipients(items.map((i) => i.userId).filter(isMember));
      const out: (PendingNotification | null)[] = [];
      for (const { userId, input } of items) {
        const recipient = recipients.get(userId);
        if (recipient?.is_active !== 1 || recipient.role === 'deleted') {
          out.push(null);
          continue;
        }
        const row = {
          user_id: userId,
          title: input.title,
          message: input.message,
          type: input.type,
          event: input.event,
          send_type: 0,
          property_id: input.property_id ?? null,
          project_id: input.project_id ?? null,
          image: input.image ?? null,
          created_at: nowIso(deps.now()),
        };
        const id = await repo.insert(row);
        out.push({
          notification: { ...row, id, event: input.event, type: input.type },
          recipient,
          link: input.link,
        });
      }
      return out;
    },
  });

  async function deliver(pending: PendingNotification | null): Promise<void> {
    if (!pending) return;
    for (const channel of channels) await deliverBy(channel, pending);
  }

  /** `deliver` for many: channels that can share work between them do (one push look-up). */
  async function deliverMany(pendings: readonly (PendingNotification | null)[]): Promise<void> {
    const list = pendings.filter((p): p is PendingNotification => p !== null);
    if (list.length === 0) return;
    for (const channel of channels) {
      if (!channel.deliverMany) {
        for (const pending of list) await deliverBy(channel, pending);
        continue;
      }
      try {
        await channel.deliverMany(list);
      } catch (error) {
        log?.warn(
          { err: error, channel: channel.name, notifications: list.length },
          'notifications could not be delivered',
        );
      }
    }
  }

  async function deliverBy(channel: NotificationChannel, pending: PendingNotification): Promise<void> {
    try {
      await channel.deliver(pending);
    } catch (error) {
      log?.warn(
        { err: error, channel: channel.name, notification_id: pending.notification.id },
        'notification could not be delivered',
      );
    }
  }

  const reader = (viewer: Viewer) => ({
    id: viewer.user.id,
    created_at: nowIso(new Date(toIso(viewer.user.created_at) ?? 0)),
  });

  return {
    /** get_notification_list: mine and the broadcasts since I joined, newest first, with read state. */
    async list(viewer: Viewer, query: NotificationListQuery) {
      const repo = notificationRepository(deps.db);
      const [{ rows, total }, mark] = await Promise.all([
        repo.listFor(reader(viewer), query.offset, query.limit),
        repo.readMark(viewer.user.id),
      ]);
      return { data: rows.map((row) => presentNotification(deps.storage, row, mark)), total };
    },

    /** How many of my notifications arrived after I last marked them read. */
    async unreadCount(viewer: Viewer): Promise<number> {
      const repo = notificationRepository(deps.db);
      return repo.unreadCount(reader(viewer), await repo.readMark(viewer.user.id));
    },

    /** Everything I have been sent so far is read. */
    async markAllRead(viewer: Viewer): Promise<void> {
      await notificationRepository(deps.db).setReadMark(viewer.user.id, deps.now());
    },

    /** Where failed deliveries are reported (the app's logger, once it exists). */
    useLog(logger: NotificationLog) {
      log = logger;
    },

    /** Inside a caller's transaction: store now, `deliver` after the commit. */
    within: storer,
    deliver,
    deliverMany,

    /** A stored broadcast to one chunk of its members, by every channel that sends broadcasts. */
    async deliverBroadcast(notificationId: number, userIds: readonly number[]): Promise<void> {
      if (userIds.length === 0) return;
      for (const channel of channels) {
        if (!channel.deliverBroadcast) continue;
        try {
          await channel.deliverBroadcast(notificationId, userIds);
        } catch (error) {
          log?.warn(
            { err: error, channel: channel.name, notification_id: notificationId, members: userIds.length },
            'broadcast could not be delivered',
          );
        }
      }
    },

    /** Stores and delivers at once, for writers without a transaction of their own. */
    async notify(userId: number | null | undefined, input: NotificationInput): Promise<number | null> {
      const pending = await storer(deps.db).store(userId, input);
      await deliver(pending);
      return pending?.notification.id ?? null;
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
