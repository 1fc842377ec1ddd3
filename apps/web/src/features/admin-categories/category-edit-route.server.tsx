import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { operatorReader } from '@/components/access/operator-access.server';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { CatalogueImageField } from '@/components/admin/catalogue-image-field.client';
import { catalogueImageWords } from '@/components/admin/catalogue-image-words';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { AdminCategory } from './admin-categories.types';
import { getAdminCategory } from './api/get-admin-category';
import { CATEGORIES_PATH } from './categories-path.util';
import { CategoryForm } from './category-form.client';
import { categoryFormWords } from './category-form-words';

// /admin/categories/new and /admin/categories/{id}: the category form, empty or with the category
// as the API holds it. Read on the server with the operator's session; an unknown id is the 404.

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminCategoriesTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

/** The category's id from the address, or null for /new. */
function idOf(raw: string): number | null | 'invalid' {
  if (raw === 'new') return null;
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

async function Page({ params }: { params: Promise<{ id?: string }> }) {
  const id = idOf((await params).id ?? 'new');
  if (id === 'invalid') notFound();
  const path = id === null ? `${CATEGORIES_PATH}/new` : `${CATEGORIES_PATH}/${id}`;
  const read = operatorReader(path);
  // Even /new asks the API once: that read is the operator check (a member meets the 404 page).
  const [{ t }, result] = await Promise.all([
    getI18n(),
    id === null ? read<unknown[]>('admin/categories', { limit: 1 }) : getAdminCategory(read, id),
  ]);
  if (result.kind === 'error' && result.status === 404) notFound();
  const category = id !== null && result.kind === 'success' ? (result.body.data as AdminCategory) : null;
  const title = category
    ? t('adminCategoryEditTitle', { name: category.category })
    : t('adminCategoryNewTitle');

  return (
    <AdminConsole current="categories" title={title} t={t}>
      <p className="mb-6">
        <Link
          href={CATEGORIES_PATH}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-(--brand-ink) underline underline-offset-2"
        >
          {t('adminCategoryBack')}
        </Link>
      </p>
      {result.kind !== 'success' ? (
        <StateNotice
          tone="error"
          title={t('adminCategoriesFailed')}
          action={{ href: path, label: t('tryAgain') }}
        />
      ) : (
        <>
          <section aria-label={t('adminCategoryIcon', { name: category?.category ?? '' })} className="mb-6">
            {category ? (
              <CatalogueImageField
                call={`admin/categories/${category.id}/icon`}
                current={category.image_url}
                words={catalogueImageWords(t, t('adminCategoryIcon', { name: category.category }))}
                testId="category-icon"
              />
            ) : (
              <p className="text-gray-700">{t('adminCategoryIconAfterCreate')}</p>
            )}
          </section>
          {/* Keyed by the stored row: after a save the page renders again and the form starts over. */}
          <CategoryForm
            key={category ? `${category.id}-${category.updated_at}` : 'new'}
            category={category}
            words={categoryFormWords(t)}
          />
        </>
      )}
    </AdminConsole>
  );
}

export const categoryEditRoute = { generateMetadata, Page };
