import Link from 'next/link';
import { MediaImage } from '@/components/ui/media-image.component';
import { Section } from '@/components/ui/section.component';
import type { CategoryNested } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { countLabel } from '@/lib/plural.util';

export function CategoriesSection({ categories, t }: { categories: CategoryNested[]; t: Translate }) {
  const title = t('categoriesTitle');
  return (
    <Section
      id="categories"
      title={title}
      viewAll={{
        href: '/categories',
        label: t('viewAll'),
        accessibleLabel: t('viewAllOf', { section: title }),
      }}
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={`/categories/${encodeURIComponent(category.slug_id)}`}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-5 text-center shadow-sm transition hover:border-(--brand) hover:shadow-md"
              data-testid="category-link"
            >
              <span className="relative block size-12">
                <MediaImage src={category.image} alt="" fill sizes="3rem" className="object-contain" />
              </span>
              <span className="font-semibold text-gray-900">{category.category}</span>
              {typeof category.properties_count === 'number' ? (
                <span className="text-sm text-gray-600">
                  {countLabel(category.properties_count, 'propertyCountOne', 'propertyCount', t)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
