import Link from 'next/link';
import { MediaImage } from '@/components/ui/media-image.component';
import type { Category } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { countLabel } from '@/lib/plural.util';

// Every category with its number of listings, each a link to its landing page (server component).

export function CategoryGrid({ categories, t }: { categories: Category[]; t: Translate }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="category-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            prefetch={false}
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
  );
}
