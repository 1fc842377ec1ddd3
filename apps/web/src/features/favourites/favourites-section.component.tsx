import type { PriceFormatOptions } from '@domus/shared/utils/price-format.util';
import Link from 'next/link';
import { memberReader } from '@/components/access/member-access.server';
import { PropertyCard } from '@/components/cards/property-card.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { FAVOURITES_PAGE_SIZE, getFavouriteProperties } from './api/get-favourite-property';

export const FAVOURITES_PATH = '/user/favourites';

// /user/favourites's content (server component): my saved listings as cards, each with its heart
// to remove it (the card's own), a page at a time.

export async function FavouritesSection({
  offset,
  priceOptions,
  placeholder,
  t,
}: {
  offset: number;
  priceOptions: PriceFormatOptions;
  placeholder: string | null;
  t: Translate;
}) {
  const path = offset > 0 ? `${FAVOURITES_PATH}?offset=${offset}` : FAVOURITES_PATH;
  const result = await getFavouriteProperties(memberReader(path), offset);
  if (result.kind !== 'success') {
    return (
      <StateNotice tone="error" title={t('favouritesFailed')} action={{ href: path, label: t('tryAgain') }} />
    );
  }
  const items = result.body.data;
  const total = result.body.total ?? items.length;
  if (items.length === 0) {
    return (
      <StateNotice
        tone="empty"
        title={t('favouritesEmpty')}
        message={t('favouritesEmptyHint')}
        action={{ href: '/properties', label: t('favouritesBrowse') }}
      />
    );
  }
  const next = offset + FAVOURITES_PAGE_SIZE < total ? offset + FAVOURITES_PAGE_SIZE : null;
  const previous = offset > 0 ? Math.max(0, offset - FAVOURITES_PAGE_SIZE) : null;
  return (
    <div className="grid gap-8">
      <p className="text-gray-700">{t('favouritesCount', { count: total })}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="favourites-list">
        {items.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} priceOptions={priceOptions} placeholder={placeholder} t={t} />
          </li>
        ))}
      </ul>
      {next !== null || previous !== null ? (
        <nav aria-label={t('favouritesPages')} className="flex gap-3">
          {previous !== null ? (
            <Link
              href={previous > 0 ? `${FAVOURITES_PATH}?offset=${previous}` : FAVOURITES_PATH}
              className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold"
            >
              {t('previousPage')}
            </Link>
          ) : null}
          {next !== null ? (
            <Link
              href={`${FAVOURITES_PATH}?offset=${next}`}
              className="inline-flex min-h-11 items-center rounded-md border border-gray-400 px-4 font-semibold"
            >
              {t('nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
