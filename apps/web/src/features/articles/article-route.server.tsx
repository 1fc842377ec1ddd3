import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ArticleCard } from '@/components/cards/article-card.component';
import { MediaImage } from '@/components/ui/media-image.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pathSegment } from '@/lib/path-segment.util';
import { JsonLd } from '@/lib/seo/json-ld.component';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { absoluteUrl, breadcrumbJsonLd } from '@/lib/seo/structured-data.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { getArticle } from './api/get-article';
import { ArticleBody } from './article-body.component';

// The route /articles/{slug} (app/articles/[slug] only re-exports these): one article with its
// similar articles, an unknown slug a real 404.

type Params = Promise<{ slug: string }>;

export async function articleMetadata({ params }: { params: Params }): Promise<Metadata> {
  const slug = pathSegment((await params).slug);
  const [found, settings, { code }] = await Promise.all([
    getArticle(serverRead, slug),
    getWebSettings(),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  // Thrown here too: crawlers get blocking metadata, so an unknown article answers them a real 404.
  if (found.kind === 'not-found') notFound();
  if (found.kind === 'error') return { title: company };
  const { article } = found;
  return pageMetadata({
    title: article.meta_title || article.title,
    description: article.meta_description || article.description,
    keywords: article.meta_keywords,
    image: article.meta_image || article.image,
    path: `/articles/${encodeURIComponent(article.slug_id)}`,
    siteName: company,
    locale: code,
    type: 'article',
  });
}

export async function ArticleRoutePage({ params }: { params: Params }) {
  const slug = pathSegment((await params).slug);
  const [found, settings, { t, code }] = await Promise.all([
    getArticle(serverRead, slug),
    getWebSettings(),
    getI18n(),
  ]);
  if (found.kind === 'not-found') notFound();
  const data = settings.kind === 'success' ? settings.body.data : null;
  if (found.kind === 'error') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('articles')}</h1>
        <StateNotice
          tone="error"
          title={t('contentErrorTitle')}
          message={found.result.kind === 'error' ? found.result.body.message : t('errorMessage')}
          action={{ href: `/articles/${encodeURIComponent(slug)}`, label: t('tryAgain') }}
        />
      </div>
    );
  }
  const { article, similar } = found;
  const company = companyNameOf(data);
  const placeholder = data?.web_placeholder_logo ?? data?.img_placeholder ?? null;
  const published = new Date(article.created_at);
  const date = Number.isNaN(published.getTime())
    ? null
    : new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' }).format(published);
  const path = `/articles/${encodeURIComponent(article.slug_id)}`;
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            ...(article.image ? { image: [article.image] } : {}),
            datePublished: article.created_at,
            mainEntityOfPage: absoluteUrl(path),
            ...(article.category ? { articleSection: article.category.category } : {}),
            publisher: { '@type': 'Organization', name: company },
          },
          breadcrumbJsonLd([
            { name: t('home'), path: '/' },
            { name: t('articles'), path: '/articles' },
            { name: article.title, path },
          ]),
        ]}
      />
      <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="article">
        <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-gray-700">
          <ol className="flex flex-wrap gap-x-2">
            <li>
              <Link href="/" className="inline-flex min-h-6 items-center hover:underline">
                {t('home')}
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
            <li>
              <Link href="/articles" className="inline-flex min-h-6 items-center hover:underline">
                {t('articles')}
              </Link>
            </li>
          </ol>
        </nav>
        <header>
          <p className="flex flex-wrap gap-x-3 text-sm text-gray-700">
            {article.category ? (
              <Link
                href={`/articles?category=${encodeURIComponent(article.category.slug_id)}`}
                className="inline-flex min-h-6 items-center font-semibold text-(--brand-ink) hover:underline"
              >
                {article.category.category}
              </Link>
            ) : null}
            {date ? (
              <time dateTime={article.created_at} className="inline-flex min-h-6 items-center">
                {date}
              </time>
            ) : null}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {article.title}
          </h1>
        </header>
        {article.image ? (
          <div className="relative mt-6 aspect-[16/9] overflow-hidden rounded-xl bg-gray-100">
            <MediaImage
              src={article.image}
              alt=""
              fill
              priority
              sizes="(min-width: 768px) 48rem, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        {article.description ? (
          <div className="mt-8">
            <ArticleBody html={article.description} />
          </div>
        ) : null}
      </article>
      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mx-auto w-full max-w-7xl px-4 pb-12">
          <h2 id="similar-heading" className="mb-6 text-2xl font-bold text-gray-900">
            {t('similarArticles')}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} placeholder={placeholder} locale={code} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * As for agents: checked in the layout too, so an unknown article can answer a real 404 status once
 * no loading.tsx sits above this route (the page's own check shares the same memoised read).
 */
export async function ArticleRouteLayout({ children, params }: { children: ReactNode; params: Params }) {
  const slug = pathSegment((await params).slug);
  if ((await getArticle(serverRead, slug)).kind === 'not-found') notFound();
  return children;
}
