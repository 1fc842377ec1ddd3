import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate } from '@/lib/i18n/translate.util';
import { priceFormatOptions, priceLabel } from '@/lib/price-label.util';
import { getWebSettings } from '@/lib/server-api';
import type { RawQuery } from '@/lib/url-query.util';
import { getListingCounts } from './api/get-listing-counts';
import { getListings, LISTINGS_PAGE_SIZE } from './api/get-listings';
import type { ListingRow, ListingsKind } from './listings.types';
import { ListingsFilters } from './listings-filters.component';
import { LISTING_TABS, listingsHref, listingsQuery, parseListingsParams } from './listings-params.util';
import { ListingsTable, type ListingsTableRow } from './listings-table.client';
import { listingsWords } from './listings-words';

// /admin/properties and /admin/projects: every listing of one kind in a table, with state tabs and
// their counts, filters, sorting, paging with the total, bulk decisions and per-row switches. Read
// on the server with the operator's session; a member meets the 404 page, a guest the sign-in page.

const TEXT = {
  properties: {
    title: 'adminListingsPropertiesTitle',
    intro: 'adminListingsPropertiesIntro',
    add: 'adminListingsAddProperty',
  },
  projects: {
    title: 'adminListingsProjectsTitle',
    intro: 'adminListingsProjectsIntro',
    add: 'adminListingsAddProject',
  },
} as const;

const TAB_KEYS = {
  all: 'adminListingsTabAll',
  pending: 'adminListingsTabPending',
  approved: 'adminListingsTabApproved',
  rejected: 'adminListingsTabRejected',
  active: 'adminListingsTabActive',
  inactive: 'adminListingsTabInactive',
} as const;

function tableRow(
  kind: ListingsKind,
  item: ListingRow,
  t: Translate,
  format: { price: Parameters<typeof priceLabel>[1]; date: Intl.DateTimeFormat },
): ListingsTableRow {
  const property = 'price' in item ? item : null;
  return {
    id: item.id,
    title: item.title,
    editHref: `/admin/${kind}/${item.id}/edit`,
    owner: item.owner.name ?? item.owner.email ?? `#${item.owner.id}`,
    ownerEmail: item.owner.name ? item.owner.email : null,
    city: item.city,
    price: property ? priceLabel(property, format.price, t).text : null,
    state: item.request_status,
    stateText: t(TAB_KEYS[item.request_status] ?? 'adminListingsTabPending'),
    reason: item.reject_reason?.reason ?? null,
    status: item.status,
    premium: property ? property.is_premium === 1 : null,
    added: item.created_at ? format.date.format(new Date(item.created_at)) : '',
  };
}

async function metadataOf(kind: ListingsKind): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t(TEXT[kind].title)} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

type PageProps = { searchParams: Promise<RawQuery> };

async function ListingsPage({ kind, searchParams }: PageProps & { kind: ListingsKind }) {
  const params = parseListingsParams(kind, await searchParams);
  const path = listingsHref(params);
  const read = operatorReader(path);
  const [{ t, code }, settings, counts, result] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getListingCounts(read),
    getListings(read, kind, listingsQuery(params), params.page),
  ]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const tabCounts = counts.kind === 'success' ? counts.body.data[kind] : null;
  const format = {
    price: priceFormatOptions(data),
    date: new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' }),
  };

  const tabs = (
    <nav aria-label={t('adminListingsTabs')}>
      <ul className="flex flex-wrap gap-2">
        {LISTING_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={listingsHref(params, { tab, page: 1 })}
              prefetch={false}
              aria-current={tab === params.tab ? 'page' : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gray-300 px-4 font-medium text-gray-900 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
              data-testid={`listings-tab-${tab}`}
            >
              {t(TAB_KEYS[tab])}
              {tabCounts ? (
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-900">
                  {tabCounts[tab]}
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
        title={t('adminListingsFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800" data-testid="listings-total">
          {t('adminListingsResults', { count: total })}
        </p>
        {items.length === 0 ? (
          <div className="mt-4">
            <StateNotice tone="empty" title={t('adminListingsEmpty')} />
          </div>
        ) : (
          <div className="mt-4">
            <ListingsTable
              key={path}
              kind={kind}
              rows={items.map((item) => tableRow(kind, item, t, format))}
              words={listingsWords(t, t(TEXT[kind].title))}
            />
          </div>
        )}
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / LISTINGS_PAGE_SIZE)}
          hrefOf={(page) => listingsHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole current={kind} title={t(TEXT[kind].title)} intro={t(TEXT[kind].intro)} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          {tabs}
          <Link
            href={`/admin/${kind}/new`}
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
            data-testid="listings-add"
          >
            {t(TEXT[kind].add)}
          </Link>
        </div>
        <ListingsFilters params={params} t={t} />
        <section aria-labelledby="listings-heading">
          <h2 id="listings-heading" className="sr-only">
            {t(TEXT[kind].title)}
          </h2>
          {body}
        </section>
      </div>
    </AdminConsole>
  );
}

export const propertiesRoute = {
  generateMetadata: () => metadataOf('properties'),
  Page: (props: PageProps) => <ListingsPage kind="properties" {...props} />,
};
export const projectsRoute = {
  generateMetadata: () => metadataOf('projects'),
  Page: (props: PageProps) => <ListingsPage kind="projects" {...props} />,
};
