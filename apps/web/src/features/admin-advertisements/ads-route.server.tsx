import type { AdStatusName } from '@domus/shared/constants/advertisement-admin.constants';
import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import { getWebSettings } from '@/lib/server-api';
import type { RawQuery } from '@/lib/url-query.util';
import { ADS_SUMMARY_ID } from './ad-actions.client';
import { AdRow } from './ad-row.component';
import { AdsFilters } from './ads-filters.component';
import { adFilters, adsHref, parseAdParams } from './ads-params.util';
import { ADS_PAGE_SIZE, getAdminAdvertisements } from './api/get-admin-advertisements';
import { getAdvertisementCounts } from './api/get-advertisement-counts';

// /admin/advertisements: featured listings waiting for a decision (first come, first served) and
// those approved (running or paused), rejected and expired, in tabs with their counts; filtered by
// listing kind, placement and title; each with the actions §4.6 allows from its state. Read on the
// server with the operator's session; a member meets the 404 page, a guest the sign-in page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminAdsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

const TABS: ReadonlyArray<{ status: AdStatusName; key: TranslationKey }> = [
  { status: 'pending', key: 'adminAdsTabPending' },
  { status: 'approved', key: 'adminAdsTabApproved' },
  { status: 'rejected', key: 'adminAdsTabRejected' },
  { status: 'expired', key: 'adminAdsTabExpired' },
];

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseAdParams(await searchParams);
  const path = adsHref(params);
  const read = operatorReader(path);
  const [{ t, code }, settings, counts, result] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getAdvertisementCounts(read),
    getAdminAdvertisements(read, adFilters(params), params.page),
  ]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const tally = counts.kind === 'success' ? counts.body.data : null;
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });

  const tabs = (
    <nav aria-label={t('adminAdsTabs')}>
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <li key={tab.status}>
            <Link
              href={adsHref(params, { status: tab.status, page: 1 })}
              prefetch={false}
              aria-current={tab.status === params.status ? 'page' : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 px-4 font-medium text-gray-900 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
              data-testid={`ads-tab-${tab.status}`}
            >
              {t(tab.key)}
              {tally ? (
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-900">
                  {tally[tab.status]}
                </span>
              ) : null}
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
        title={t('adminAdsLoadFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    const filtered = Boolean(params.for || params.type || params.search);
    body = (
      <>
        <p
          id={ADS_SUMMARY_ID}
          tabIndex={-1}
          role="status"
          className="font-medium text-gray-800 focus:outline-none"
        >
          {t('adminAdsResults', { count: total })}
        </p>
        {items.length === 0 ? (
          <div className="mt-4">
            <StateNotice
              tone="empty"
              title={t(
                filtered
                  ? 'adminModerationEmptyFiltered'
                  : params.status === 'pending'
                    ? 'adminAdsEmpty'
                    : 'adminAdsNone',
              )}
            />
          </div>
        ) : (
          <ul className="mt-4 grid gap-4" data-testid="ads-list">
            {items.map((item) => (
              <AdRow
                key={item.id}
                item={item}
                placeholder={data?.web_placeholder_logo ?? data?.img_placeholder ?? null}
                date={date}
                operatorName={data?.company_name ?? t('adminConsoleTitle')}
                t={t}
              />
            ))}
          </ul>
        )}
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / ADS_PAGE_SIZE)}
          hrefOf={(page) => adsHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole current="advertisements" title={t('adminAdsTitle')} intro={t('adminAdsIntro')} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {tabs}
        <AdsFilters params={params} t={t} />
        <section aria-labelledby="ads-heading">
          <h2 id="ads-heading" className="sr-only">
            {t(TABS.find((tab) => tab.status === params.status)?.key ?? 'adminAdsTabPending')}
          </h2>
          {body}
        </section>
      </div>
    </AdminConsole>
  );
}

export const advertisementsRoute = { generateMetadata, Page };
