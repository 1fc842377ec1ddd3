import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import type { DashboardFigures, DashboardQueueName, ListingCounts } from './admin-dashboard.types';
import { getAdminDashboard } from './api/get-admin-dashboard';
import { DayChart } from './day-chart.component';

// /admin: the console's first screen. The work waiting for the operator as cards that open their
// queues, then listings by state and two small per-day charts (new members, revenue). Every part
// is there only when the operator may read its area (the API leaves the others out). Read on the
// server with the operator's session; a member meets the 404 page, a guest the sign-in page.

export const DASHBOARD_PATH = '/admin';

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminDashboardTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

const QUEUE_LABELS: Record<DashboardQueueName, TranslationKey> = {
  properties: 'adminDashboardQueueProperties',
  projects: 'adminDashboardQueueProjects',
  advertisements: 'adminDashboardQueueAdvertisements',
  verifications: 'adminDashboardQueueVerifications',
  chat_reports: 'adminDashboardQueueChatReports',
  listing_reports: 'adminDashboardQueueListingReports',
  contact_requests: 'adminDashboardQueueContactRequests',
};

const LISTING_ROWS: ReadonlyArray<{ key: keyof ListingCounts; label: TranslationKey }> = [
  { key: 'pending', label: 'adminDashboardPending' },
  { key: 'approved', label: 'adminDashboardApproved' },
  { key: 'rejected', label: 'adminDashboardRejected' },
  { key: 'active', label: 'adminDashboardActive' },
  { key: 'inactive', label: 'adminDashboardInactive' },
  { key: 'total', label: 'adminDashboardTotal' },
];

function Queues({
  queues,
  t,
  n,
}: {
  queues: NonNullable<DashboardFigures['queues']>;
  t: Translate;
  n: Intl.NumberFormat;
}) {
  return (
    <section aria-labelledby="dashboard-queues">
      <h2 id="dashboard-queues" className="text-xl font-semibold text-gray-900">
        {t('adminDashboardQueues')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="dashboard-queues">
        {queues.map((queue) => {
          const body = (
            <>
              <span className="font-medium text-gray-800">{t(QUEUE_LABELS[queue.name])}</span>
              <span className="mt-2 text-3xl font-bold text-gray-900 tabular-nums">
                {n.format(queue.count)}
              </span>
            </>
          );
          const box = 'flex min-h-24 flex-col justify-between rounded-xl border border-gray-200 p-4';
          return (
            <li key={queue.name}>
              {queue.path ? (
                <Link
                  href={queue.path}
                  prefetch={false}
                  data-testid={`dashboard-queue-${queue.name}`}
                  className={`${box} hover:border-(--brand) hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-(--brand)`}
                >
                  {body}
                </Link>
              ) : (
                // No console page for this queue yet: the count alone, not a link to a 404.
                <div data-testid={`dashboard-queue-${queue.name}`} className={box}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Listings({
  listings,
  t,
  n,
}: {
  listings: NonNullable<DashboardFigures['listings']>;
  t: Translate;
  n: Intl.NumberFormat;
}) {
  return (
    <section aria-labelledby="dashboard-listings" className="mt-8">
      <h2 id="dashboard-listings" className="text-xl font-semibold text-gray-900">
        {t('adminDashboardListings')}
      </h2>
      <table className="mt-3 w-full max-w-2xl text-start" data-testid="dashboard-listings">
        <thead>
          <tr className="border-b border-gray-200">
            <td />
            <th scope="col" className="py-2 text-end font-semibold">
              {t('adminModerationProperties')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('adminModerationProjects')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LISTING_ROWS.map((row) => (
            <tr key={row.key} className="border-b border-gray-100">
              <th scope="row" className="py-2 text-start font-normal text-gray-800">
                {t(row.label)}
              </th>
              <td className="py-2 text-end tabular-nums">{n.format(listings.properties[row.key])}</td>
              <td className="py-2 text-end tabular-nums">{n.format(listings.projects[row.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

async function Page() {
  const read = operatorReader(DASHBOARD_PATH);
  const [{ t, code }, result] = await Promise.all([getI18n(), getAdminDashboard(read)]);
  const n = new Intl.NumberFormat(code);
  const dayFormat = new Intl.DateTimeFormat(code, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminDashboardFailed')}
        action={{ href: DASHBOARD_PATH, label: t('tryAgain') }}
      />
    );
  } else {
    const figures = result.body.data;
    body = (
      <>
        {figures.queues ? <Queues queues={figures.queues} t={t} n={n} /> : null}
        {figures.listings ? <Listings listings={figures.listings} t={t} n={n} /> : null}
        {figures.new_members || figures.revenue ? (
          <div className="mt-8 grid items-start gap-4 md:grid-cols-2">
            {figures.new_members ? (
              <DayChart
                id="members"
                title={t('adminDashboardNewMembers')}
                points={figures.new_members.map((d) => ({ day: d.day, value: d.count }))}
                format={(v) => n.format(v)}
                day={day}
                t={t}
              />
            ) : null}
            {figures.revenue?.map((series) => {
              const money = new Intl.NumberFormat(code, { style: 'currency', currency: series.currency });
              return (
                <DayChart
                  key={series.currency}
                  id={`revenue-${series.currency}`}
                  title={t('adminDashboardRevenue', { currency: series.currency })}
                  points={series.per_day.map((d) => ({ day: d.day, value: d.amount }))}
                  format={(v) => money.format(v)}
                  day={day}
                  t={t}
                />
              );
            })}
            {figures.revenue && figures.revenue.length === 0 ? (
              <p className="rounded-xl border border-gray-200 p-4 text-gray-700">
                {t('adminDashboardNoRevenue')}
              </p>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <AdminConsole current="dashboard" title={t('adminDashboardTitle')} intro={t('adminDashboardIntro')} t={t}>
      {body}
    </AdminConsole>
  );
}

export const dashboardRoute = { generateMetadata, Page };
