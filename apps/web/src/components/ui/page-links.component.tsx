import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';
import { ChevronEndIcon, ChevronStartIcon } from './icons.component';

// Numbered page links for server-rendered lists (projects, agents, articles): real links, so every
// page is crawlable and works without script; the current page is marked for assistive technology.

export interface PageLinksProps {
  page: number;
  totalPages: number;
  /** The URL of a page number (keep the list's other query parameters). */
  hrefOf: (page: number) => string;
  t: Translate;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-3 font-medium text-gray-900 hover:bg-gray-50';

/** 1 … 4 5 [6] 7 8 … 20: first, last and two either side of the current page. */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= 2) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/** `?page=` as a positive whole number; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function PageLinks({ page, totalPages, hrefOf, t }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" className={LINK}>
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
            <Link href={hrefOf(page + 1)} rel="next" className={LINK}>
              {t('nextPage')}
              <ChevronEndIcon className="rtl:-scale-x-100" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
