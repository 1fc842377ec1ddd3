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
import { ADMIN_PACKAGES_PAGE_SIZE, getAdminPackages } from './api/get-admin-packages';
import { PackagesFilters } from './packages-filters.component';
import { PACKAGES_PATH, packagesHref, parsePackagesParams } from './packages-params.util';
import { PackagesTable } from './packages-table.component';

// /admin/packages: the packages members can buy (or could), searchable by name and filtered by
// sale state, newest first, each leading to its form. Read on the server with the operator's
// session; a member meets the 404 page, a guest the sign-in page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminPackagesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const params = parsePackagesParams(await searchParams);
  const path = packagesHref(params);
  const filters = {
    search: params.search || undefined,
    on_sale: params.sale === 'all' ? undefined : params.sale === 'on',
  };
  const [{ t }, settings, result] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getAdminPackages(operatorReader(path), filters, params.page),
  ]);
  const price = priceFormatOptions(settings.kind === 'success' ? settings.body.data : null);

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminPackagesFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    const filtered = params.search !== '' || params.sale !== 'all';
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminPackagesResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice
              tone="empty"
              title={t(filtered ? 'adminPackagesEmptyFiltered' : 'adminPackagesEmpty')}
            />
          ) : (
            <PackagesTable items={items} price={price} t={t} />
          )}
        </div>
        <PageLinks
          page={params.page}
          totalPages={Math.ceil(total / ADMIN_PACKAGES_PAGE_SIZE)}
          hrefOf={(page) => packagesHref(params, { page })}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole current="packages" title={t('adminPackagesTitle')} intro={t('adminPackagesIntro')} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div>
          <Link
            href={`${PACKAGES_PATH}/new`}
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
          >
            {t('adminPackagesNew')}
          </Link>
        </div>
        <PackagesFilters params={params} t={t} />
        <section aria-label={t('adminPackagesTitle')}>{body}</section>
      </div>
    </AdminConsole>
  );
}

export const packagesRoute = { generateMetadata, Page };
