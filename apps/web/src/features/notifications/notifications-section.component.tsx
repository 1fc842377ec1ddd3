import { relativeTime } from '@domus/shared/utils/relative-time.util';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { memberReader } from '@/components/access/member-access.server';
import { NOTIFICATIONS_PATH } from '@/components/notifications/notification-paths';
import { PushOptIn } from '@/components/notifications/push-opt-in.client';
import { MediaImage } from '@/components/ui/media-image.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { getNotificationList, NOTIFICATIONS_PAGE_SIZE } from './api/get-notification-list';
import type { NotificationItem } from './notification.types';
import { notificationHref } from './notification-link.util';
import { NotificationsLive } from './notifications-live.client';

// /user/notifications's content (server component): this browser's push switch, then my
// notifications a page at a time, newest first, each linked to its listing or project; the ones
// unread when the page opened stand out. The island beside the list marks them read.

const pagePath = (offset: number) =>
  offset > 0 ? `${NOTIFICATIONS_PATH}?offset=${offset}` : NOTIFICATIONS_PATH;

export async function NotificationsSection({ offset, t }: { offset: number; t: Translate }) {
  const path = pagePath(offset);
  const result = await getNotificationList(memberReader(path), offset);
  const newest = result.kind === 'success' ? (result.body.data[0]?.id ?? 0) : 0;
  const now = new Date();
  let content: ReactNode;
  if (result.kind !== 'success') {
    content = (
      <StateNotice
        tone="error"
        title={t('notificationsFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else if (result.body.data.length === 0) {
    content = (
      <StateNotice tone="empty" title={t('notificationsEmpty')} message={t('notificationsEmptyHint')} />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    const next = offset + NOTIFICATIONS_PAGE_SIZE < total ? offset + NOTIFICATIONS_PAGE_SIZE : null;
    const previous = offset > 0 ? Math.max(0, offset - NOTIFICATIONS_PAGE_SIZE) : null;
    content = (
      <div className="grid gap-6">
        <ul className="grid gap-3" data-testid="notifications-list">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} now={now} t={t} />
          ))}
        </ul>
        {next !== null || previous !== null ? (
          <nav aria-label={t('notificationsPages')} className="flex gap-3">
            {previous !== null ? (
              <Link href={pagePath(previous)} className={PAGE_LINK}>
                {t('previousPage')}
              </Link>
            ) : null}
            {next !== null ? (
              <Link href={pagePath(next)} className={PAGE_LINK}>
                {t('nextPage')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      <PushOptIn />
      {content}
      <NotificationsLive firstPage={offset === 0} newest={newest} />
    </div>
  );
}

const PAGE_LINK = 'inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold';

function NotificationRow({ item, now, t }: { item: NotificationItem; now: Date; t: Translate }) {
  const href = notificationHref(item);
  const unread = !item.is_read;
  const body = (
    <>
      {item.notification_image ? (
        <span className="relative block size-16 shrink-0 overflow-hidden rounded-lg bg-gray-100">
          <MediaImage src={item.notification_image} alt="" fill sizes="4rem" className="object-cover" />
        </span>
      ) : null}
      <span className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={`text-gray-900 ${unread ? 'font-bold' : 'font-semibold'}`}>{item.title}</span>
          {unread ? (
            <span className="rounded-full bg-(--brand) px-2 py-0.5 text-xs font-bold text-(--on-brand)">
              {t('notificationsNew')}
            </span>
          ) : null}
        </span>
        <span className="text-gray-800">{item.message}</span>
        <time dateTime={item.created_at} className="text-sm text-gray-700">
          {relativeTime(item.created_at, now)}
        </time>
      </span>
    </>
  );
  const box = `flex items-start gap-4 rounded-xl border p-4 ${
    unread ? 'border-(--brand) bg-gray-50' : 'border-gray-200 bg-white'
  }`;
  return (
    <li data-testid="notification-item" data-unread={unread ? 'true' : 'false'}>
      {href ? (
        <Link href={href} prefetch={false} className={`${box} hover:bg-gray-100`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}
