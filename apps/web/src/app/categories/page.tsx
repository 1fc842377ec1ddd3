import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { CatalogueNotice, CataloguePage } from '@/features/catalogue/components/catalogue-page.component';
import { CategoryGrid } from '@/features/catalogue/components/category-grid.component';
import { searchMetadata } from '@/features/search/search-metadata.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import { getCategories, getWebSettings } from '@/lib/server-api';
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
  const [result, settings, { t }] = await Promise.all([getCategories(true), getWebSettings(), getI18n()]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  const categories = result.kind === 'success' ? result.body.data : [];
  return (
    <CataloguePage
      breadcrumbs={
        <Breadcrumbs
          jsonLd
          label={t('breadcrumb')}
          items={[
            { name: t('home'), path: '/' },
            { name: t('categoriesPageTitle'), path: '/categories' },
          ]}
        />
      }
      heading={t('categoriesPageTitle')}
      intro={t('categoriesPageDescription', { company })}
    >
      {result.kind !== 'success' ? (
        <CatalogueNotice
          title={t('errorTitle')}
          message={result.kind === 'error' && result.body.message ? result.body.message : t('errorMessage')}
        />
      ) : categories.length === 0 ? (
        <CatalogueNotice message={t('categoriesEmpty')} />
      ) : (
        <CategoryGrid categories={categories} t={t} />
      )}
    </CataloguePage>
  );
}
