import 'server-only';
import type { Metadata } from 'next';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { getCategories } from './api/get-categories';
import { CatalogueListPage } from './components/catalogue-list-page.component';
import { CategoryGrid } from './components/category-grid.component';

// The route /categories (app/ only re-exports it): every category that has listings, with its count.

export async function categoriesMetadata(): Promise<Metadata> {
  const [settings, { t, code }] = await Promise.all([getWebSettings(), getI18n()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return pageMetadata({
    title: t('categoriesPageTitle'),
    description: t('categoriesPageDescription', { company }),
    path: '/categories',
    siteName: company,
    locale: code,
  });
}

export async function CategoriesRoutePage() {
  const [result, settings, { t }] = await Promise.all([
    getCategories(serverRead),
    getWebSettings(),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return (
    <CatalogueListPage
      t={t}
      path="/categories"
      title={t('categoriesPageTitle')}
      intro={t('categoriesPageDescription', { company })}
      result={result}
      emptyMessage={t('categoriesEmpty')}
    >
      {(categories) => <CategoryGrid categories={categories} t={t} />}
    </CatalogueListPage>
  );
}
