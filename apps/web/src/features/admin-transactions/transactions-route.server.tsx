import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { getAdminTransactions, TRANSACTIONS_PAGE_SIZE } from './api/get-admin-transactions';
import { getPackageChoices } from './api/get-package-choices';
import { AssignPackageForm } from './assign-package-form.client';
import { TransactionsFilters } from './transactions-filters.component';
import { parseTransactionParams, transactionFilters, transactionsHref } from './transactions-params.util';
import { TransactionsTable } from './transactions-table.component';
import { assignWords } from './transactions-words';

// /admin/transactions: every member's payments, newest first, filtered by state, gateway,
// package, member (email or name) or reference, and dates; a pending payment can be marked failed
// with a reason, and a package assigned by hand. Read on the server with the operator's session;
// a member meets the 404 page, a guest the sign-in page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminTransactionsTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parseTransactionParams(await searchParams);
  const path = transactionsHref(params);
  const read = operatorReader(path);
  const [{ t, code }, result, choices] = await Promise.all([
    getI18n(),
    getAdminTransactions(read, transactionFilters(params), params.page),
    getPackageChoices(read),
  ]);
  const packages =
    choices.kind === 'success' ? choices.body.data.map((p) => ({ id: p.id, name: p.name })) : [];

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminTransactionsLoadFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminTransactionsResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice tone="empty" title={t('adminTransactionsEmpty')} />
          ) : (
            <TransactionsTable items={items} locale={code} t={t} />
          )}
        </div>
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / TRANSACTIONS_PAGE_SIZE)}
          hrefOf={(page) => transactionsHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="transactions"
      title={t('adminTransactionsTitle')}
      intro={t('adminTransactionsIntro')}
      t={t}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <TransactionsFilters params={params} packages={packages} t={t} />
        <section aria-labelledby="transactions-heading">
          <h2 id="transactions-heading" className="sr-only">
            {t('adminTransactionsTitle')}
          </h2>
          {body}
        </section>
        <AssignPackageForm packages={packages} words={assignWords(t)} />
      </div>
    </AdminConsole>
  );
}

export const transactionsRoute = { generateMetadata, Page };
