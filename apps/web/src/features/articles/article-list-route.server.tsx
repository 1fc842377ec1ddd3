import 'server-only';
import type { Metadata } from 'next';
import { ArticleCard } from '@/components/cards/article-card.component';
import { PageIntro } from '@/components/ui/page-intro.component';
import { PageLinks, parsePage } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { getArticleCategories } from './api/get-article-categories';
import { ARTICLES_PER_PAGE, getArticles } from './api/get-articles';
import { ArticleTabs } from './article-tabs.component';

// The route /articles (app/ only re-exports it): the articles, by category tab and page.

type Search = Promise<{ category?: string | string[]; page?: string | string[] }>;

function one(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ? v.trim() : undefined;
}

function listPath(category: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/articles${qs ? `?${qs}` : ''}`;
}

export async function articleListMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const [{ t, code }, settings, query] = await Promise.all([getI18n(), getWebSettings(), searchParams]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return pageMetadata({
    title: t('articles'),
    description: t('articlesPageDescription', { company }),
    path: listPath(one(query.category), parsePage(query.page)),
    siteName: company,
    locale: code,
  });
}

export async function ArticleListRoutePage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const category = one(query.category);
  const page = parsePage(query.page);
  const [{ t, code }, settings, articles, categories] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getArticles(serverRead, category, page),
    getArticleCategories(serverRead),
  ]);
  const data = settings.kind === 'success' ? settings.body.data : null;
  const company = companyNameOf(data);
  const placeholder = data?.web_placeholder_logo ?? data?.img_placeholder ?? null;
  const total = articles.kind === 'success' ? (articles.body.total ?? articles.body.data.length) : 0;
  return (
    <>
      <PageIntro title={t('articles')} intro={t('articlesPageDescription', { company })} />
      {categories.kind === 'success' && categories.body.data.length > 0 ? (
        <ArticleTabs categories={categories.body.data} current={category} t={t} />
      ) : null}
      <section aria-label={t('articles')} className="mx-auto w-full max-w-7xl px-4 py-8">
        {articles.kind !== 'success' ? (
          <StateNotice
            tone="error"
            title={t('contentErrorTitle')}
            message={articles.kind === 'error' ? articles.body.message : t('errorMessage')}
            action={{ href: listPath(category, page), label: t('tryAgain') }}
          />
        ) : articles.body.data.length === 0 ? (
          <StateNotice
            tone="empty"
            title={t('articlesEmpty')}
            action={category || page > 1 ? { href: '/articles', label: t('seeAllArticles') } : undefined}
          />
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {articles.body.data.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} placeholder={placeholder} locale={code} />
                </li>
              ))}
            </ul>
            <PageLinks
              page={page}
              totalPages={Math.ceil(total / ARTICLES_PER_PAGE)}
              hrefOf={(p) => listPath(category, p)}
              t={t}
            />
          </>
        )}
      </section>
    </>
  );
}
