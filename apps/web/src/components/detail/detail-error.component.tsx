import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';

// The API could not give the listing (not a 404): its message, and ways out — back to the list
// the listing belongs to (/properties or /projects), or home. Shared by the property and project
// detail pages.

export function DetailErrorState({
  message,
  listHref,
  listLabel,
  t,
}: {
  message: string;
  listHref: string;
  listLabel: string;
  t: Translate;
}) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="detail-error">
      <h1 className="text-3xl font-bold text-gray-900">{t('errorTitle')}</h1>
      <p className="mt-4 text-lg text-gray-700">{message || t('errorMessage')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={listHref}
          className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {listLabel}
        </Link>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-5 font-semibold text-gray-900"
        >
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}
