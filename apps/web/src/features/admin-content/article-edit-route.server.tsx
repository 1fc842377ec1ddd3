import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { AdminArticle } from './admin-content.types';
import { getAdminArticle } from './api/get-admin-article';
import { ArticleForm } from './article-form.client';
import { ArticleImages } from './article-images.component';
import { ARTICLES_PATH, contentWords } from './content-words';

// /admin/articles/new and /admin/articles/{id}: the article form, empty or with the article as
// the API holds it (its HTML already sanitised). An unknown id is the 404.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminArticlesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

function idOf(raw: string): number | null | 'invalid' {
  if (raw === 'new') return null;
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

async function Page({ params }: { params: Promise<{ id?: string }> }) {
  const id = idOf((await params).id ?? 'new');
  if (id === 'invalid') notFound();
  const read = operatorReader(id === null ? `${ARTICLES_PATH}/new` : `${ARTICLES_PATH}/${id}`);
  // Even /new asks the API once: that read is the operator check (a member meets the 404 page).
  const [{ t }, result, categories] = await Promise.all([
    getI18n(),
    id === null ? read<unknown[]>('admin/articles', { limit: 1 }) : getAdminArticle(read, id),
    read<{ id: number; category: string }[]>('get_categories', { limit: 100 }),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  const article = id !== null && result.kind === 'success' ? (result.body.data as AdminArticle) : null;
  const title = article ? t('adminArticleEditTitle', { title: article.title }) : t('adminArticleNewTitle');

  return (
    <AdminConsole current="articles" title={title} t={t}>
      <p className="mb-6">
        <Link
          href={ARTICLES_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
        >
          {t('adminArticleBack')}
        </Link>
      </p>
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminArticlesFailed')}
          action={{ href: ARTICLES_PATH, label: t('tryAgain') }}
        />
      ) : (
        <>
          <ArticleImages article={article} t={t} />
          <ArticleForm
            key={article?.id ?? 'new'}
            article={article}
            categories={categories.kind === 'success' ? categories.body.data : []}
            words={contentWords(t)}
          />
        </>
      )}
    </AdminConsole>
  );
}

export const articleEditRoute = { generateMetadata, Page };
