import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';
import type { AdminCategory } from './admin-categories.types';
import { CATEGORIES_PATH } from './categories-path.util';

// One page of categories as a table: name, order, parameters, state, use and the way to its form.
// Server-rendered; nothing here runs in the browser.

const CELL = 'px-3 py-3 align-top';

export function CategoriesTable({ items, t }: { items: AdminCategory[]; t: Translate }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full text-start text-gray-900" data-testid="admin-categories">
        <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
          <tr>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminCategoriesName')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminCategoriesOrder')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminCategoriesParameters')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminCategoriesState')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('adminCategoriesUsed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {items.map((category) => (
            <tr key={category.id} data-testid="admin-category-row">
              <th scope="row" className={`${CELL} text-start font-semibold`}>
                {category.image_url ? (
                  // biome-ignore lint/performance/noImgElement: an operator's view of any stored icon
                  <img
                    src={category.image_url}
                    alt=""
                    className="me-2 inline-block size-8 rounded border border-gray-200 bg-white object-contain align-middle"
                  />
                ) : null}
                <Link
                  href={`${CATEGORIES_PATH}/${category.id}`}
                  prefetch={false}
                  aria-label={t('adminCategoriesEditTitled', { name: category.category })}
                  className="text-(--brand-ink) underline underline-offset-2 hover:no-underline"
                >
                  {category.category}
                </Link>
              </th>
              <td className={CELL}>{category.sequence}</td>
              <td className={CELL}>
                <p className="max-w-md text-sm">
                  {category.parameters.map((parameter) => parameter.name).join(', ')}
                </p>
              </td>
              <td className={CELL}>
                <span
                  className={`rounded-full px-2 py-0.5 text-sm font-semibold ${category.active ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-200 text-gray-900'}`}
                >
                  {t(category.active ? 'adminCategoriesActive' : 'adminCategoriesInactive')}
                </span>
              </td>
              <td className={CELL}>{category.in_use}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
