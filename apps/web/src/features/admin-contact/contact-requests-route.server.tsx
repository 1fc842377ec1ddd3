import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { TranslationKey } from '@/lib/i18n/translate.util';
import type { RawQuery } from '@/lib/url-query.util';
import { CONTACT_REQUESTS_PAGE_SIZE, getAdminContactRequests } from './api/get-admin-contact-requests';
import {
  CONTACT_REQUESTS_PATH,
  contactFilters,
  contactRequestsHref,
  HANDLED_FILTERS,
  type HandledFilter,
  parseContactRequestsParams,
} from './contact-requests-params.util';

// /admin/contact-requests: the contact form's messages, unhandled ones first (the queue), searched
// by sender, subject or text, newest first; each opens its page with the reply form.

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';
const CELL = 'px-3 py-3 align-top';

const HANDLED_KEYS: Record<HandledFilter, TranslationKey> = {
  no: 'adminContactUnhandled',
  yes: 'adminContactHandled',
  all: 'adminContactAll',
};

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminContactTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseContactRequestsParams(await searchParams);
  const path = contactRequestsHref(params);
  const [{ t, code }, result] = await Promise.all([
    getI18n(),
    getAdminContactRequests(operatorReader(path), contactFilters(params), params.page),
  ]);
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const filters = (
    <search aria-label={t('adminContactFilters')}>
      <form
        method="get"
        action={CONTACT_REQUESTS_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[1fr_12rem_auto]"
      >
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminContactSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminContactState')}</span>
          <select name="handled" defaultValue={params.handled} className={FIELD}>
            {HANDLED_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(HANDLED_KEYS[value])}
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
        title={t('adminContactFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    const heads = [
      'adminContactSubject',
      'adminContactFrom',
      'adminContactDate',
      'adminContactState',
    ] as const;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminContactResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice tone="empty" title={t('adminContactEmpty')} />
          ) : (
            <div className="overflow-x-auto rounded-xl border border-gray-200">
              <table className="w-full text-start text-gray-900" data-testid="admin-contact-requests">
                <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
                  <tr>
                    {heads.map((key) => (
                      <th key={key} scope="col" className={`${CELL} text-start`}>
                        {t(key)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200">
                  {items.map((item) => (
                    <tr key={item.id} data-testid="contact-request-row">
                      <th scope="row" className={`${CELL} min-w-56 text-start font-semibold`}>
                        <Link
                          href={`${CONTACT_REQUESTS_PATH}/${item.id}`}
                          prefetch={false}
                          className="text-(--brand-ink) underline underline-offset-2 hover:no-underline"
                        >
                          <bdi>{item.subject}</bdi>
                        </Link>
                        <span dir="auto" className="mt-1 line-clamp-2 max-w-md font-normal text-gray-700">
                          {item.message}
                        </span>
                      </th>
                      <td className={CELL}>
                        {item.first_name} {item.last_name}
                        <span className="block break-all text-sm text-gray-700">{item.email}</span>
                      </td>
                      <td className={`${CELL} whitespace-nowrap`}>
                        <time dateTime={item.created_at}>{date.format(new Date(item.created_at))}</time>
                      </td>
                      <td className={CELL}>
                        {t(item.handled ? 'adminContactHandled' : 'adminContactUnhandled')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / CONTACT_REQUESTS_PAGE_SIZE)}
          hrefOf={(page) => contactRequestsHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="contact-requests"
      title={t('adminContactTitle')}
      intro={t('adminContactIntro')}
      t={t}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {filters}
        <section aria-label={t('adminContactTitle')} className="min-w-0">
          {body}
        </section>
      </div>
    </AdminConsole>
  );
}

export const contactRequestsRoute = { generateMetadata, Page };
