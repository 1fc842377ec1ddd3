import Link from 'next/link';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/ui/icons.component';
import type { Translate } from '@/lib/i18n/translate.util';

// Previous/next links for a catalogue list (server component), with rel prev/next in the head.

const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded-md border border-gray-300 bg-white px-3 font-medium text-gray-900 hover:bg-gray-50';

export function pageHref(basePath: string, page: number): string {
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}

export function SimplePager({
  basePath,
  page,
  totalPages,
  t,
}: {
  basePath: string;
  page: number;
  totalPages: number;
  t: Translate;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? <link rel="prev" href={pageHref(basePath, page - 1)} /> : null}
      {page < totalPages ? <link rel="next" href={pageHref(basePath, page + 1)} /> : null}
      {page > 1 ? (
        <Link prefetch={false} href={pageHref(basePath, page - 1)} rel="prev" className={LINK}>
          <ChevronStartIcon className="rtl:-scale-x-100" />
          {t('previousPage')}
        </Link>
      ) : null}
      <span className="text-gray-700">{t('pageNumber', { page })}</span>
      {page < totalPages ? (
        <Link prefetch={false} href={pageHref(basePath, page + 1)} rel="next" className={LINK}>
          {t('nextPage')}
          <ChevronEndIcon className="rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}
