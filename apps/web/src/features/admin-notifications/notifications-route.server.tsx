import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { getAdminNotifications, NOTIFICATIONS_PAGE_SIZE } from './api/get-admin-notifications';
import { NotificationForm } from './notification-form.client';
import { notificationFormWords } from './notification-form-words';

// /admin/notifications: the compose form (to every member or to one) and what operators sent,
// newest first. Read on the server with the operator's session; a member meets the 404 page, a
// guest the sign-in page.

export const NOTIFICATIONS_PATH = '/admin/notifications';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminNotificationsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

function pageOf(raw: RawQuery): number {
  const value = Array.isArray(raw.page) ? raw.page[0] : raw.page;
  const n = Number(value);
  return Number.isInteger(n) && n > 1 && n < 10_000 ? n : 1;
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const page = pageOf(await searchParams);
  const path = page > 1 ? `${NOTIFICATIONS_PATH}?page=${page}` : NOTIFICATIONS_PATH;
  const read = operatorReader(path);
  const [{ t, code }, result] = await Promise.all([getI18n(), getAdminNotifications(read, page)]);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  let history: React.ReactNode;
  if (result.kind !== 'success') {
    history = (
      <StateNotice
        tone="error"
        title={t('adminNotificationsFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    history = (
      <>
        <p className="font-medium text-gray-800">{t('adminNotificationsResults', { count: total })}</p>
        {items.length === 0 ? (
          <div className="mt-4">
            <StateNotice tone="empty" title={t('adminNotificationsEmpty')} />
          </div>
        ) : (
          <ul className="mt-4 grid gap-3" data-testid="sent-notifications">
            {items.map((item) => (
              <li
                key={item.id}
                className="rounded-xl border border-gray-200 p-4"
                data-testid="sent-notification"
              >
                {item.image ? (
                  // The operator's own upload, small: decorative beside the title that says it all.
                  // biome-ignore lint/performance/noImgElement: a stored upload's URL, no Next image loader
                  <img
                    src={item.image}
                    alt=""
                    width={64}
                    height={64}
                    className="float-end ms-3 size-16 rounded object-cover"
                  />
                ) : null}
                <h3 className="font-semibold text-gray-900">{item.title}</h3>
                <p className="mt-1 whitespace-pre-line text-gray-800">{item.message}</p>
                <p className="mt-2 text-sm text-gray-700">
                  {item.member
                    ? t('adminNotificationsToMember', {
                        name: item.member.email ?? item.member.name ?? `#${item.member.id}`,
                      })
                    : t('adminNotificationsToAll')}
                  {' · '}
                  <time dateTime={item.created_at}>{date.format(new Date(item.created_at))}</time>
                </p>
                {item.property?.slug_id ? (
                  <p className="mt-1 text-sm">
                    <Link
                      href={`/properties-details/${item.property.slug_id}`}
                      prefetch={false}
                      className="text-(--brand-ink) underline"
                    >
                      {t('adminNotificationsLinked', {
                        title: item.property.title ?? `#${item.property.id}`,
                      })}
                    </Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          page={page}
          totalPages={Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)}
          hrefOf={(p) => (p > 1 ? `${NOTIFICATIONS_PATH}?page=${p}` : NOTIFICATIONS_PATH)}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="notifications"
      title={t('adminNotificationsTitle')}
      intro={t('adminNotificationsIntro')}
      t={t}
    >
      <section aria-labelledby="compose-heading">
        <h2 id="compose-heading" className="mb-4 text-xl font-semibold text-gray-900">
          {t('adminNotificationsCompose')}
        </h2>
        <NotificationForm words={notificationFormWords(t)} />
      </section>
      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="mb-3 text-xl font-semibold text-gray-900">
          {t('adminNotificationsHistory')}
        </h2>
        {history}
      </section>
    </AdminConsole>
  );
}

export const notificationsRoute = { generateMetadata, Page };
