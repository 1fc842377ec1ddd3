import Link from 'next/link';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/ui/icons.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { type FixedFilters, pageWindow, type SearchFilters, searchHref } from '../search-params.util';

// Page links (server component): real links, so every page is crawlable and works without script.
// Previous/next carry rel="prev"/"next"; the current page is marked for assistive technology.

export interface PaginationProps {
  basePath: string;
  filters: SearchFilters;
  fixed: FixedFilters;
  totalPages: number;
  t: Translate;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-3 font-medium text-gray-900 hover:bg-gray-50';

export function Pagination({ basePath, filters, fixed, totalPages, t }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = filters.page;
  const hrefOf = (page: number) => searchHref(basePath, { ...filters, page }, fixed);
  return (
    <nav aria-label={t('pagination')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              prefetch={false}
              href={hrefOf(current - 1)}
              rel="prev"
              className={LINK}
              data-testid="page-prev"
            >
              <ChevronStartIcon className="rtl:-scale-x-100" />
              {t('previousPage')}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, totalPages).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                prefetch={false}
                href={hrefOf(page)}
                aria-label={t('pageNumber', { page })}
                aria-current={page === current ? 'page' : undefined}
                className={
                  page === current
                    ? `${LINK} border-(--brand) bg-(--brand) text-(--on-brand) hover:bg-(--brand)`
                    : LINK
                }
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link
              prefetch={false}
              href={hrefOf(current + 1)}
              rel="next"
              className={LINK}
              data-testid="page-next"
            >
              {t('nextPage')}
              <ChevronEndIcon className="rtl:-scale-x-100" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
