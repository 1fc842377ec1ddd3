import type { Metadata } from 'next';
import { getCategories } from '@/features/catalogue/api/get-categories';
import { CatalogueListPage } from '@/features/catalogue/components/catalogue-list-page.component';
import { CategoryGrid } from '@/features/catalogue/components/category-grid.component';
import { searchMetadata } from '@/features/search/search-metadata.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';

// /categories: every category that has listings, with its count (issue 3).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [settings, { t, code }] = await Promise.all([getWebSettings(), getI18n()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return searchMetadata({
    title: t('categoriesPageTitle'),
    description: t('categoriesPageDescription', { company }),
    canonical: '/categories',
    siteName: company,
    locale: code,
  });
}

export default async function CategoriesPage() {
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
