import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import type { RawQuery } from '@/lib/url-query.util';
import { getAdminVerifications, VERIFICATIONS_PAGE_SIZE } from './api/get-admin-verifications';
import { VerificationStatus } from './verification-status.component';
import {
  parseVerificationsParams,
  VERIFICATIONS_PATH,
  type VerificationTab,
  verificationFilters,
  verificationHref,
  verificationsHref,
} from './verifications-params.util';

// /admin/verifications: members' agent verification applications, the pending ones first come
// first served, in status tabs, searchable by name or email, each leading to its review. Read on
// the server with the operator's session; a member meets the 404 page, a guest the sign-in page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminVerificationsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

const TABS: ReadonlyArray<{ status: VerificationTab; key: TranslationKey }> = [
  { status: 'pending', key: 'adminVerificationsTabPending' },
  { status: 'success', key: 'adminVerificationsTabSuccess' },
  { status: 'failed', key: 'adminVerificationsTabFailed' },
  { status: 'all', key: 'adminVerificationsTabAll' },
];

const CELL = 'px-3 py-3 align-top';
const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseVerificationsParams(await searchParams);
  const path = verificationsHref(params);
  const [{ t, code }, result] = await Promise.all([
    getI18n(),
    getAdminVerifications(operatorReader(path), verificationFilters(params), params.page),
  ]);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string | null) => (value ? date.format(new Date(value)) : '—');

  const tabs = (
    <nav aria-label={t('adminVerificationsTabs')}>
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <li key={tab.status}>
            <Link
              href={verificationsHref(params, { status: tab.status, page: 1 })}
              prefetch={false}
              aria-current={tab.status === params.status ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 font-medium text-gray-900 hover:bg-gray-50 aria-[current=page]:border-(--brand) aria-[current=page]:bg-(--brand) aria-[current=page]:text-(--on-brand)"
              data-testid={`verifications-tab-${tab.status}`}
            >
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  const filters = (
    <search aria-label={t('adminVerificationsSearchLabel')}>
      <form
        method="get"
        action={VERIFICATIONS_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[1fr_auto]"
      >
        {params.status !== 'pending' ? <input type="hidden" name="status" value={params.status} /> : null}
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminVerificationsSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('adminModerationApply')}
        </button>
      </form>
    </search>
  );

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminVerificationsFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminVerificationsResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice
              tone="empty"
              title={t(
                params.search
                  ? 'adminVerificationsEmptyFiltered'
                  : params.status === 'pending'
                    ? 'adminVerificationsEmpty'
                    : 'adminVerificationsNone',
              )}
            />
          ) : (
            <div className="relative overflow-x-auto rounded-xl border border-gray-200">
              <table className="w-full text-start text-gray-900" data-testid="admin-verifications">
                <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
                  <tr>
                    <th scope="col" className={`${CELL} text-start`}>
                      {t('adminVerificationsMember')}
                    </th>
                    <th scope="col" className={`${CELL} text-start`}>
                      {t('adminVerificationsStatus')}
                    </th>
                    <th scope="col" className={`${CELL} text-start`}>
                      {t('adminVerificationsSubmitted')}
                    </th>
                    <th scope="col" className={`${CELL} text-start`}>
                      {t('adminVerificationsReviewed')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200">
                  {items.map((item) => {
                    const name = item.user.name?.trim() || item.user.email || `#${item.id}`;
                    return (
                      <tr key={item.id} data-testid="admin-verification-row">
                        <th scope="row" className={`${CELL} min-w-48 text-start font-normal`}>
                          <Link
                            href={verificationHref(item.id)}
                            prefetch={false}
                            aria-label={t('adminVerificationsReviewTitled', { name })}
                            className="font-semibold text-(--brand-ink) underline underline-offset-2 hover:no-underline"
                          >
                            <bdi>{name}</bdi>
                          </Link>
                          {item.user.email ? (
                            <span className="block text-sm break-all text-gray-700">{item.user.email}</span>
                          ) : null}
                        </th>
                        <td className={CELL}>
                          <VerificationStatus status={item.status} t={t} />
                        </td>
                        <td className={`${CELL} whitespace-nowrap`}>{day(item.created_at)}</td>
                        <td className={`${CELL} whitespace-nowrap`}>{day(item.reviewed_at)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </div>
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / VERIFICATIONS_PAGE_SIZE)}
          hrefOf={(page) => verificationsHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="verifications"
      title={t('adminVerificationsTitle')}
      intro={t('adminVerificationsIntro')}
      t={t}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {tabs}
        {filters}
        <section aria-labelledby="verifications-heading">
          <h2 id="verifications-heading" className="sr-only">
            {t(TABS.find((tab) => tab.status === params.status)?.key ?? 'adminVerificationsTabPending')}
          </h2>
          {body}
        </section>
      </div>
    </AdminConsole>
  );
}

export const verificationsRoute = { generateMetadata, Page };
