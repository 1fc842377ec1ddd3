import type { Metadata } from 'next';
import { getOperatorPermissions, operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { getAdminListingReports, LISTING_REPORTS_PAGE_SIZE } from './api/get-admin-listing-reports';
import {
  LISTING_REPORTS_PATH,
  listingReportsHref,
  parseListingReportsParams,
  REPORT_STATUS_FILTERS,
} from './listing-reports-params.util';
import { ListingReportsTable, REPORT_STATUS_KEYS } from './listing-reports-table.component';
import { reportsWords } from './reports-words';

// /admin/listing-reports: members' reports of listings, open ones first (the queue), filtered by
// state and searched by listing, people or reason, newest first; each open report can be
// dismissed, or its listing or owner deactivated. Read on the server with the operator's session;
// the actions show only to operators who may take them.

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminListingReportsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseListingReportsParams(await searchParams);
  const path = listingReportsHref(params);
  const [{ t, code }, result, permissions] = await Promise.all([
    getI18n(),
    getAdminListingReports(
      operatorReader(path),
      { status: params.status, search: params.search || undefined },
      params.page,
    ),
    getOperatorPermissions(),
  ]);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const filters = (
    <search aria-label={t('adminListingReportsFilters')}>
      <form
        method="get"
        action={LISTING_REPORTS_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[1fr_12rem_auto]"
      >
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminListingReportsSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminListingReportsStatus')}</span>
          <select name="status" defaultValue={params.status} className={FIELD}>
            {REPORT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(REPORT_STATUS_KEYS[status] ?? 'adminListingReportsAll')}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('adminMembersApply')}
        </button>
      </form>
    </search>
  );

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminListingReportsFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminListingReportsResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice tone="empty" title={t('adminListingReportsEmpty')} />
          ) : (
            <ListingReportsTable
              items={items}
              t={t}
              date={date}
              canModerate={permissions.includes('listings.moderate')}
              canDeactivateMember={permissions.includes('users.manage')}
              words={reportsWords(t)}
            />
          )}
        </div>
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / LISTING_REPORTS_PAGE_SIZE)}
          hrefOf={(page) => listingReportsHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="listing-reports"
      title={t('adminListingReportsTitle')}
      intro={t('adminListingReportsIntro')}
      t={t}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {filters}
        <section aria-label={t('adminListingReportsTitle')} className="min-w-0">
          {body}
        </section>
      </div>
    </AdminConsole>
  );
}

export const listingReportsRoute = { generateMetadata, Page };
