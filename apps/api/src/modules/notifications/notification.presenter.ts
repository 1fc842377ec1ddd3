import type { NotificationEvent } from '@domus/shared/constants/notification.constants';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';

export type NotificationWithListing = Row<'notifications'> & {
  property_slug_id: string | null;
  property_title_image: string | null;
  project_slug_id: string | null;
};

/** Notification (contract §2.12): the fields that leave the server. */
export function presentNotification(
  storage: StorageAdapter,
  row: NotificationWithListing,
  readMark: Date | null,
) {
  const propertyImage = mediaUrl(storage, row.property_title_image);
  const createdAt = toIso(row.created_at);
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    event: row.event as NotificationEvent,
    send_type: row.send_type,
    property_id: row.property_id,
    project_id: row.project_id,
    property:
      row.property_id !== null && row.property_slug_id !== null
        ? { id: row.property_id, slug_id: row.property_slug_id, title_image: propertyImage }
        : null,
    // Beyond §2.12: the project's slug, so a client can link to it as it links to the property.
    project:
      row.project_id !== null && row.project_slug_id !== null
        ? { id: row.project_id, slug_id: row.project_slug_id }
        : null,
    notification_image: mediaUrl(storage, row.image) ?? propertyImage,
    // Beyond §2.12: read state, from the member's read mark.
    is_read: readMark !== null && new Date(row.created_at).getTime() <= readMark.getTime(),
    created_at: createdAt,
  };
}
