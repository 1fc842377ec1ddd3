import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { priceFormatOptions } from '@/lib/price-label.util';
import { getWebSettings } from '@/lib/server-api';
import type { RawQuery } from '@/lib/url-query.util';
import { getModerationCounts } from './api/get-moderation-counts';
import { getModerationQueue, MODERATION_PAGE_SIZE } from './api/get-moderation-queue';
import type { ModerationKind } from './moderation.types';
import { MODERATION_SUMMARY_ID } from './moderation-actions.client';
import { ModerationFilters } from './moderation-filters.component';
import { moderationHref, parseModerationParams } from './moderation-params.util';
import { ModerationRow } from './moderation-row.component';

// /admin/moderation: the moderation queue. Properties and projects in tabs with
// what waits in each, the list of one review state (waiting ones first come, first served),
// searchable by title, each listing with its decisions. Everything is read on the server with the
// operator's session; a member meets the 404 page, a guest the sign-in page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminModerationTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

const TABS: ReadonlyArray<{
  kind: ModerationKind;
  key: 'adminModerationProperties' | 'adminModerationProjects';
}> = [
  { kind: 'properties', key: 'adminModerationProperties' },
  { kind: 'projects', key: 'adminModerationProjects' },
];

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseModerationParams(await searchParams);
  const path = moderationHref(params);
  const read = operatorReader(path);
  const filters = { request_status: params.status, search: params.search || undefined };
  const [{ t, code }, settings, counts, result] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getModerationCounts(read),
    getModerationQueue(read, params.kind, filters, params.page),
  ]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const pending = counts.kind === 'success' ? counts.body.data : null;
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });

  const tabs = (
    <nav aria-label={t('adminModerationKinds')}>
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const count = tab.kind === 'properties' ? pending?.pending_properties : pending?.pending_projects;
          return (
            <li key={tab.kind}>
              <Link
                href={moderationHref(params, { kind: tab.kind, search: '', page: 1 })}
                prefetch={false}
                aria-current={tab.kind === params.kind ? 'page' : undefined}
                className="group inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 px-4 font-medium text-gray-900 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
                data-testid={`moderation-tab-${tab.kind}`}
              >
                {t(tab.key)}
                {count !== undefined ? (
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-900">
                    {t('adminModerationPendingCount', { count })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminModerationFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    const filtered = params.status !== 'pending' || params.search !== '';
    body = (
      <>
        <p
          id={MODERATION_SUMMARY_ID}
          tabIndex={-1}
          role="status"
          className="font-medium text-gray-800 focus:outline-none"
        >
          {t('adminModerationResults', { count: total })}
        </p>
        {items.length === 0 ? (
          <div className="mt-4">
            <StateNotice
              tone="empty"
              title={t(filtered ? 'adminModerationEmptyFiltered' : 'adminModerationEmpty')}
            />
          </div>
        ) : (
          <ul className="mt-4 grid gap-4" data-testid="moderation-list">
            {items.map((item) => (
              <ModerationRow
                key={item.id}
                kind={params.kind}
                item={item}
                priceOptions={priceFormatOptions(data)}
                placeholder={data?.web_placeholder_logo ?? data?.img_placeholder ?? null}
                date={date}
                t={t}
              />
            ))}
          </ul>
        )}
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / MODERATION_PAGE_SIZE)}
          hrefOf={(page) => moderationHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="moderation"
      title={t('adminModerationTitle')}
      intro={t('adminModerationIntro')}
      t={t}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {tabs}
        <ModerationFilters params={params} t={t} />
        <section aria-labelledby={`moderation-tab-heading`}>
          <h2 id="moderation-tab-heading" className="sr-only">
            {t(params.kind === 'properties' ? 'adminModerationProperties' : 'adminModerationProjects')}
          </h2>
          {body}
        </section>
      </div>
    </AdminConsole>
  );
}

export const moderationRoute = { generateMetadata, Page };
