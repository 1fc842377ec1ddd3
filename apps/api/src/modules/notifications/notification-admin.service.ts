import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import type {
  AdminNotificationListQuery,
  AdminNotificationSendInput,
} from '@domus/shared/schemas/admin-notification.schema';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { nowIso, toIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { newUploadKey } from '../../lib/upload-keys.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { notificationRepository } from './notification.repository.js';
import type { NotificationService } from './notification.service.js';
import { notificationAdminRepository, type SentNotificationRow } from './notification-admin.repository.js';

/**
 * Operators' notifications (issue 14, contract §4.13). Sending is a members' matter, so it needs
 * users.manage (reading what was sent, users.read): no new permission to hand out, and the
 * operators who may deactivate an account are the ones who may write to its owner.
 */
const SEND: AdminPermission = 'users.manage';
const READ: AdminPermission = 'users.read';

/** Members per delivery chunk of a broadcast: one id-range read, one realtime publish, one push batch. */
export const BROADCAST_CHUNK = 500;

function presentSent(storage: StorageAdapter, row: SentNotificationRow) {
  return {
    id: row.id,
    send_to: row.user_id === null ? 'all' : 'member',
    member: row.user_id === null ? null : { id: row.user_id, name: row.user_name, email: row.user_email },
    title: row.title,
    message: row.message,
    property:
      row.property_id === null
        ? null
        : { id: row.property_id, title: row.property_title, slug_id: row.property_slug_id },
    image: mediaUrl(storage, row.image),
    created_at: toIso(row.created_at),
  };
}

export function notificationAdminService(
  deps: AppDeps,
  audit: AuditService,
  notifications: NotificationService,
) {
  const repo = notificationAdminRepository(deps.db);
  const jobs = new Set<Promise<void>>();

  /** Every active member in id chunks, after the request has been answered. */
  async function fanOut(notificationId: number): Promise<void> {
    let after = 0;
    for (;;) {
      const ids = await repo.activeMemberIds(after, BROADCAST_CHUNK);
      if (ids.length === 0) return;
      await notifications.deliverBroadcast(notificationId, ids);
      after = ids.at(-1) as number;
      if (ids.length < BROADCAST_CHUNK) return;
    }
  }

  return {
    /** POST admin/notifications: to every member (one stored broadcast) or to one; audited. */
    async send(operator: OperatorRequest, input: AdminNotificationSendInput) {
      assertMay(operator.viewer, SEND);
      const member = input.send_to === 'member' ? await repo.member(input.member ?? '') : null;
      if (input.send_to === 'member' && !member) throw errors.notFound();
      if (input.property_id !== undefined && !(await repo.propertyExists(input.property_id))) {
        throw errors.notFound();
      }
      // The picture is read and checked (type from its bytes, re-encoded) before anything is written.
      let picture = null;
      if (input.image !== undefined && input.image !== '') {
        if (!isUploadedFile(input.image)) throw errors.field('image', 'Image must be an uploaded image file');
        picture = await readImageUpload(input.image, { field: 'image', maxBytes: IMAGE_MAX_BYTES });
      }
      const image = picture ? newUploadKey('notifications', picture.ext) : null;
      const content = {
        title: input.title.trim(),
        message: input.message.trim(),
        type: input.property_id !== undefined ? NOTIFICATION_TYPE.property : NOTIFICATION_TYPE.general,
        property_id: input.property_id ?? null,
        image,
      };
      if (picture && image) await deps.storage.put(image, picture.data, picture.contentType);
      const stored = await deps.db
        .transaction()
        .execute(async (trx) => {
          let id: number;
          let pending = null;
          if (member) {
            pending = await notifications
              .within(trx)
              .store(member.id, { event: 'admin_message', ...content });
            // A deactivated account receives nothing (§4.13): refused rather than silently dropped.
            if (!pending) throw errors.notFound();
            id = pending.notification.id;
          } else {
            // One row for everyone: each member's list shows broadcasts sent after they joined.
            id = await notificationRepository(trx).insert({
              user_id: null,
              event: 'admin_broadcast',
              send_type: 1,
              project_id: null,
              created_at: nowIso(deps.now()),
              ...content,
            });
          }
          await audit.within(trx).record(operator, {
            action: 'notification.send',
            target: { type: 'notification', id },
            before: undefined, // nothing before: the log keeps no value
            after: { send_to: input.send_to, member_id: member?.id ?? null, ...content },
          });
          return { id, pending };
        })
        .catch(async (error: unknown) => {
          // Nothing half-written: a refused send leaves no stored picture behind.
          if (image) await deps.storage.delete(image).catch(() => undefined);
          throw error;
        });
      if (stored.pending) await notifications.deliver(stored.pending);
      else {
        const job = fanOut(stored.id).finally(() => jobs.delete(job));
        jobs.add(job);
      }
      return presentSent(deps.storage, (await repo.sentOne(stored.id)) as SentNotificationRow);
    },

    /** GET admin/notifications: what operators sent, newest first. */
    async list(viewer: Viewer, query: AdminNotificationListQuery) {
      assertMay(viewer, READ);
      const { rows, total } = await repo.sent(query.offset, query.limit);
      return { data: rows.map((row) => presentSent(deps.storage, row)), total };
    },

    /** Resolves once every broadcast started so far has been handed to its channels (tests, a graceful stop). */
    async settled(): Promise<void> {
      while (jobs.size > 0) await Promise.all([...jobs]);
    },
  };
}

export type NotificationAdminService = ReturnType<typeof notificationAdminService>;
