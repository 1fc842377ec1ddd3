import Link from 'next/link';
import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { ListingReport } from './admin-reports.types';
import { ListingReportActions } from './listing-report-actions.client';

// One page of listing reports as a table: the listing (its public page while it is live), its
// owner, the reporter, the reason, the date and the state, and the actions while it is open.

const CELL = 'px-3 py-3 align-top';

export const REPORT_STATUS_KEYS: Record<string, TranslationKey> = {
  open: 'adminListingReportsOpen',
  dismissed: 'adminListingReportsDismissed',
  actioned: 'adminListingReportsActioned',
  all: 'adminListingReportsAll',
};

export function ListingReportsTable({
  items,
  t,
  date,
  canModerate,
  canDeactivateMember,
  words,
}: {
  items: ListingReport[];
  t: Translate;
  date: Intl.DateTimeFormat;
  canModerate: boolean;
  canDeactivateMember: boolean;
  words: Dictionary;
}) {
  const heads = [
    'adminListingReportsListing',
    'adminListingReportsOwner',
    'adminListingReportsReporter',
    'adminListingReportsReason',
    'adminListingReportsDate',
    'adminListingReportsStatus',
  ] as const;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full text-start text-gray-900" data-testid="admin-listing-reports">
        <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
          <tr>
            {heads.map((key) => (
              <th key={key} scope="col" className={`${CELL} text-start`}>
                {t(key)}
              </th>
            ))}
            {canModerate ? (
              <th scope="col" className={`${CELL} text-start`}>
                {t('adminListingReportsActions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {items.map((report) => {
            const { listing } = report;
            const live = listing.status === 1 && listing.request_status === 'approved';
            const owner = listing.owner;
            return (
              <tr key={report.id} data-testid="listing-report-row">
                <th scope="row" className={`${CELL} min-w-48 text-start font-semibold`}>
                  {live ? (
                    <Link
                      href={`/properties-details/${encodeURIComponent(listing.slug_id)}`}
                      prefetch={false}
                      className="text-(--brand-ink) underline underline-offset-2 hover:no-underline"
                    >
                      <bdi>{listing.title}</bdi>
                    </Link>
                  ) : (
                    <bdi>{listing.title}</bdi>
                  )}
                  <span className="block text-sm font-normal text-gray-700">
                    {t(live ? 'adminListingReportsLive' : 'adminListingReportsOffline')}
                    {report.open_reports_on_listing > 1
                      ? ` · ${t('adminListingReportsOpenCount', { count: report.open_reports_on_listing })}`
                      : ''}
                  </span>
                </th>
                <td className={CELL}>
                  {owner ? (
                    <>
                      <Link
                        href={`/admin/members/${owner.id}`}
                        prefetch={false}
                        className="text-(--brand-ink) underline underline-offset-2 hover:no-underline"
                      >
                        {owner.name || `#${owner.id}`}
                      </Link>
                      <span className="block break-all text-sm text-gray-700">{owner.email ?? ''}</span>
                      {owner.active ? null : (
                        <span className="block text-sm font-semibold text-red-800">
                          {t('adminListingReportsOwnerInactive')}
                        </span>
                      )}
                    </>
                  ) : (
                    t('adminListingReportsOperator')
                  )}
                </td>
                <td className={CELL}>{report.reporter.name || `#${report.reporter.id}`}</td>
                <td className={`${CELL} max-w-xs break-words`} dir="auto">
                  {report.reason || '—'}
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <time dateTime={report.created_at}>{date.format(new Date(report.created_at))}</time>
                </td>
                <td className={CELL}>{t(REPORT_STATUS_KEYS[report.status] ?? 'adminListingReportsOpen')}</td>
                {canModerate ? (
                  <td className={CELL}>
                    {report.status === 'open' ? (
                      <ListingReportActions
                        id={report.id}
                        title={listing.title}
                        owner={owner ? owner.name || `#${owner.id}` : null}
                        canDeactivateMember={canDeactivateMember}
                        words={words}
                      />
                    ) : (
                      '—'
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
