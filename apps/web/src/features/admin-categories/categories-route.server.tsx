import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { ADMIN_CATEGORIES_PAGE_SIZE, getAdminCategories } from './api/get-admin-categories';
import { CATEGORIES_PATH, pageOf } from './categories-path.util';
import { CategoriesTable } from './categories-table.component';

// /admin/categories: every category (active or not) in the operator's order, each leading to its
// form. Read on the server with the operator's session; a member meets the 404 page, a guest the
// sign-in page.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminCategoriesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

const hrefOf = (page: number) => (page > 1 ? `${CATEGORIES_PATH}?page=${page}` : CATEGORIES_PATH);

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const page = pageOf((await searchParams).page);
  const path = hrefOf(page);
  const [{ t }, result] = await Promise.all([getI18n(), getAdminCategories(operatorReader(path), page)]);

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminCategoriesFailed')}
        action={{ href: path, label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminCategoriesResults', { count: total })}
        </p>
        <div className="mt-4">
          {items.length === 0 ? (
            <StateNotice tone="empty" title={t('adminCategoriesEmpty')} />
          ) : (
            <CategoriesTable items={items} t={t} />
          )}
        </div>
        <PageLinks
          page={page}
          totalPages={Math.ceil(total / ADMIN_CATEGORIES_PAGE_SIZE)}
          hrefOf={hrefOf}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole
      current="categories"
      title={t('adminCategoriesTitle')}
      intro={t('adminCategoriesIntro')}
      t={t}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div>
          <Link
            href={`${CATEGORIES_PATH}/new`}
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
          >
            {t('adminCategoriesNew')}
          </Link>
        </div>
        <section aria-label={t('adminCategoriesTitle')}>{body}</section>
      </div>
    </AdminConsole>
  );
}

export const categoriesRoute = { generateMetadata, Page };
