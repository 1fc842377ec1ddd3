import { CHAT_REPORT_STATUSES, type ChatReportStatus } from '@domus/shared/constants/chat.constants';
import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import type { ChatReportParty } from './admin-chat-reports.types';
import { CHAT_REPORTS_PAGE_SIZE, getAdminChatReports } from './api/get-admin-chat-reports';

// /admin/chat-reports: the conversations members reported, open ones or resolved ones in tabs,
// newest first; each opens its page with the conversation as it was and the resolve form. Read on
// the server with the operator's session; a member meets the 404 page, a guest the sign-in page.

export const CHAT_REPORTS_PATH = '/admin/chat-reports';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminChatReportsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function hrefOf(status: ChatReportStatus, page = 1): string {
  const query = new URLSearchParams();
  if (status !== 'open') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${CHAT_REPORTS_PATH}?${text}` : CHAT_REPORTS_PATH;
}

export function partyName(party: ChatReportParty): string {
  return party.name ?? `#${party.id}`;
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const raw = await searchParams;
  const asked = first(raw.status);
  const status: ChatReportStatus = (CHAT_REPORT_STATUSES as readonly string[]).includes(asked ?? '')
    ? (asked as ChatReportStatus)
    : 'open';
  const pageNumber = Number(first(raw.page));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 && pageNumber < 10_000 ? pageNumber : 1;
  const path = hrefOf(status, page);
  const read = operatorReader(path);
  const [{ t, code }, result] = await Promise.all([getI18n(), getAdminChatReports(read, status, page)]);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const tabs = (
    <nav aria-label={t('adminChatReportsStatuses')} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {CHAT_REPORT_STATUSES.map((s) => (
          <li key={s}>
            <Link
              href={hrefOf(s)}
              prefetch={false}
              aria-current={s === status ? 'page' : undefined}
              data-testid={`chat-reports-tab-${s}`}
              className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 font-medium text-gray-900 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
            >
              {t(s === 'open' ? 'adminChatReportsOpen' : 'adminChatReportsResolved')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminChatReportsFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p className="font-medium text-gray-800">{t('adminChatReportsResults', { count: total })}</p>
        {items.length === 0 ? (
          <div className="mt-4">
            <StateNotice tone="empty" title={t('adminChatReportsEmpty')} />
          </div>
        ) : (
          <ul className="mt-4 grid gap-3" data-testid="chat-report-list">
            {items.map((item) => (
              <li
                key={item.id}
                className="rounded-xl border border-gray-200 p-4"
                data-testid="chat-report-item"
              >
                <h3 className="font-semibold text-gray-900">
                  <Link href={`${CHAT_REPORTS_PATH}/${item.id}`} prefetch={false} className="underline">
                    {t('adminChatReportOpen', { id: item.id })}
                  </Link>
                </h3>
                <p className="mt-1 text-gray-800">
                  {t('adminChatReportBy', {
                    reporter: partyName(item.reporter),
                    reported: partyName(item.reported_user),
                  })}
                </p>
                <p className="mt-1 text-gray-800">
                  {t('adminChatReportListing', { title: item.property.title })}
                </p>
                <p className="mt-1 line-clamp-2 text-gray-700">{item.reason}</p>
                <p className="mt-2 text-sm text-gray-700">
                  <time dateTime={item.created_at}>{date.format(new Date(item.created_at))}</time>
                  {' · '}
                  {t('adminChatReportMessages', { count: item.message_count })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          page={page}
          totalPages={Math.ceil(total / CHAT_REPORTS_PAGE_SIZE)}
          hrefOf={(p) => hrefOf(status, p)}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="chat-reports"
      title={t('adminChatReportsTitle')}
      intro={t('adminChatReportsIntro')}
      t={t}
    >
      {tabs}
      {body}
    </AdminConsole>
  );
}

export const chatReportsRoute = { generateMetadata, Page };
