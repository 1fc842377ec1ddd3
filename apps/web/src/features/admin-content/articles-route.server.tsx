import type { Metadata } from 'next';
import Link from 'next/link';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { PageLinks } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { RawQuery } from '@/lib/url-query.util';
import { ADMIN_ARTICLES_PAGE_SIZE, getAdminArticles } from './api/get-admin-articles';
import { ARTICLES_PATH } from './content-words';

// /admin/articles: articles newest first, searched by title and filtered by category (the
// listing categories articles are filed under, contract §2.15), each leading to its form.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminArticlesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

async function Page({ searchParams }: { searchParams: Promise<RawQuery> }) {
  const query = await searchParams;
  const page = /^\d{1,6}$/.test(text(query.page)) ? Math.max(1, Number(query.page)) : 1;
  const search = text(query.search);
  const category = /^\d{1,12}$/.test(text(query.category_id)) ? text(query.category_id) : '';
  const hrefOf = (n: number) => {
    const params = new URLSearchParams({
      ...(search ? { search } : {}),
      ...(category ? { category_id: category } : {}),
      ...(n > 1 ? { page: String(n) } : {}),
    });
    return params.size > 0 ? `${ARTICLES_PATH}?${params}` : ARTICLES_PATH;
  };
  const read = operatorReader(hrefOf(page));
  const [{ t }, result, categories] = await Promise.all([
    getI18n(),
    getAdminArticles(read, page, search, category),
    read<{ id: number; category: string }[]>('get_categories', { limit: 100 }),
  ]);
  const options = categories.kind === 'success' ? categories.body.data : [];

  let body: React.ReactNode;
  if (result.kind !== 'success') {
    body = (
      <StateNotice
        tone="error"
        title={t('adminArticlesFailed')}
        action={{ href: hrefOf(page), label: t('tryAgain') }}
      />
    );
  } else {
    const items = result.body.data;
    const total = result.body.total ?? items.length;
    body = (
      <>
        <p role="status" className="font-medium text-gray-800">
          {t('adminArticlesResults', { count: total })}
        </p>
        {items.length === 0 ? (
          <StateNotice tone="empty" title={t('adminArticlesEmpty')} />
        ) : (
          <ul
            className="mt-4 grid divide-y divide-gray-200 rounded-lg border border-gray-200"
            data-testid="admin-articles"
          >
            {items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <Link
                    href={`${ARTICLES_PATH}/${a.id}`}
                    prefetch={false}
                    className="font-semibold text-(--brand-ink) underline underline-offset-2"
                  >
                    {a.title}
                  </Link>
                  <p className="text-sm text-gray-700">
                    {a.category?.category ?? t('adminArticleNoCategory')} · /{a.slug_id}
                  </p>
                </div>
                {a.warnings.length > 0 ? (
                  <span className="rounded bg-amber-100 px-2 py-1 text-sm font-medium text-amber-900">
                    {t('adminArticleSeoCount', { count: a.warnings.length })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          page={page}
          totalPages={Math.ceil(total / ADMIN_ARTICLES_PAGE_SIZE)}
          hrefOf={hrefOf}
          t={t}
        />
      </>
    );
  }

  return (
    <AdminConsole current="articles" title={t('adminArticlesTitle')} intro={t('adminArticlesIntro')} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end gap-4">
          <Link
            href={`${ARTICLES_PATH}/new`}
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
          >
            {t('adminArticlesNew')}
          </Link>
          <search>
            <form method="get" action={ARTICLES_PATH} className="flex flex-wrap items-end gap-3">
              <label className="grid grid-cols-[minmax(0,1fr)] gap-1">
                <span className="font-semibold text-gray-900">{t('adminArticlesSearch')}</span>
                <input
                  type="search"
                  name="search"
                  defaultValue={search}
                  className="min-h-11 rounded-md border border-gray-400 px-3"
                />
              </label>
              <label className="grid grid-cols-[minmax(0,1fr)] gap-1">
                <span className="font-semibold text-gray-900">{t('adminArticleCategoryLabel')}</span>
                <select
                  name="category_id"
                  defaultValue={category}
                  className="min-h-11 rounded-md border border-gray-400 bg-white px-3"
                >
                  <option value="">{t('adminArticlesAllCategories')}</option>
                  <option value="0">{t('adminArticleNoCategory')}</option>
                  {options.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.category}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="min-h-11 rounded-md border border-gray-400 px-4 font-semibold">
                {t('adminArticlesFilter')}
              </button>
            </form>
          </search>
        </div>
        <section aria-label={t('adminArticlesTitle')}>{body}</section>
      </div>
    </AdminConsole>
  );
}

export const articlesRoute = { generateMetadata, Page };
