import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';
import { ChevronEndIcon, ChevronStartIcon } from './icons.component';
import { pageNumbers } from './page-links.util';

export { parsePage } from './page-links.util';

// Numbered page links for every server-rendered list (search, projects, agents, articles): real
// links, so every page is crawlable and works without script; the current page is marked for
// assistive technology. Not prefetched: each would render a whole list page on the server.

export interface PageLinksProps {
  page: number;
  totalPages: number;
  /** The URL of a page number (keep the list's other query parameters). */
  hrefOf: (page: number) => string;
  t: Translate;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-3 font-medium text-gray-900 hover:bg-gray-50';

export function PageLinks({ page, totalPages, hrefOf, t }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              prefetch={false}
              href={hrefOf(page - 1)}
              rel="prev"
              className={LINK}
              data-testid="page-prev"
            >
              <ChevronStartIcon className="rtl:-scale-x-100" />
              {t('previousPage')}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, totalPages).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                prefetch={false}
                href={hrefOf(n)}
                aria-label={t('pageNumber', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={`${LINK} ${n === page ? 'border-(--brand) bg-(--brand) text-(--on-brand) hover:bg-(--brand)' : ''}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link
              prefetch={false}
              href={hrefOf(page + 1)}
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
