import type { AppDeps } from '../../app-deps.js';
import type { PushService } from '../push/push.service.js';
import { presentNotification } from './notification.presenter.js';
import { notificationRepository } from './notification.repository.js';
import type { NotificationChannel } from './notification.service.js';

/** Push services take about 4 KB; a notification's text is cut well before that. */
const BODY_MAX = 400;
const TITLE_MAX = 120;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The Web Push copy of each stored notification (§4.13): `{type, event, title, body, image,
 * property_id?, project_id?, notification_id}`, plus `url` (the page the notification opens) and
 * `created_at`. Queued after the write committed, like every channel; the push service's answer
 * is awaited by nobody.
 */
export function notificationPushChannel(deps: AppDeps, push: PushService): NotificationChannel {
  const payloadOf = async (notificationId: number, link: string | undefined) => {
    const row = await notificationRepository(deps.db).withListing(notificationId);
    if (!row) return null;
    const shown = presentNotification(deps.storage, row, null);
    return {
      type: shown.type,
      event: shown.event,
      title: clip(shown.title, TITLE_MAX),
      body: clip(shown.message, BODY_MAX),
      image: shown.notification_image,
      ...(shown.property_id !== null ? { property_id: shown.property_id } : {}),
      ...(shown.project_id !== null ? { project_id: shown.project_id } : {}),
      notification_id: shown.id,
      url: link ?? '/user/notifications',
      created_at: shown.created_at,
    };
  };
  return {
    name: 'push',
    async deliver(pending) {
      push.send([pending.notification.user_id], () => payloadOf(pending.notification.id, pending.link));
    },
    async deliverBroadcast(notificationId, userIds) {
      // One payload for the whole chunk: built once, in the background, only if anyone subscribed.
      let payload: ReturnType<typeof payloadOf> | null = null;
      push.send(userIds, () => {
        payload ??= payloadOf(notificationId, undefined);
        return payload;
      });
    },
    async deliverMany(pendings) {
      push.sendEach(
        pendings.map((p) => ({
          userIds: [p.notification.user_id],
          build: () => payloadOf(p.notification.id, p.link),
        })),
      );
    },
  };
}
