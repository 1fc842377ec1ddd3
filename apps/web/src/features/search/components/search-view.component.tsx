import Link from 'next/link';
import { PropertyCard } from '@/components/cards/property-card.component';
import { ListingMap } from '@/components/map/listing-map.component';
import type { MapMarker } from '@/components/map/map.types';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import { PageLinks } from '@/components/ui/page-links.component';
import type { Translate } from '@/lib/i18n/translate.util';
import { countLabel } from '@/lib/plural.util';
import { priceFormatOptions, priceLabel } from '@/lib/price-label.util';
import { JsonLd } from '@/lib/seo/json-ld.component';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';
import { absoluteUrl } from '@/lib/seo/structured-data.util';
import type { SearchData } from '../api/get-search-data';
import { savedSearchName, savedSearchQuery } from '../save-search.util';
import {
  type FixedFilters,
  hasActiveFilters,
  PAGE_SIZE,
  type SearchFilters,
  searchHref,
} from '../search-params.util';
import { ActiveFilters, activeFilterChips } from './active-filters.component';
import { FilterForm } from './filter-form.component';
import { SaveSearchButton } from './save-search-button.client';

// A search results page (server component), shared by /properties and the category and city
// landing pages: breadcrumbs, heading, the filter form, chips, results with their count, page
// links, and the lazily loaded map beside the list. The list never depends on the map.

export interface SearchViewProps {
  heading: string;
  intro?: string | null;
  crumbs: BreadcrumbItem[];
  basePath: string;
  fixed: FixedFilters;
  filters: SearchFilters;
  data: SearchData;
  t: Translate;
}

export function SearchView({ heading, intro, crumbs, basePath, fixed, filters, data, t }: SearchViewProps) {
  const { result, settings, categories, cities, parameters, facilities } = data;
  const distanceUnit = settings?.distance_option ?? 'km';
  const filtered = hasActiveFilters(filters, fixed);
  // What the filter form, the chips and their count all read.
  const filterContext = { filters, fixed, categories, parameters, facilities, distanceUnit, t };
  const activeCount = activeFilterChips(filterContext).length;
  const items = result.kind === 'success' && Array.isArray(result.body.data) ? result.body.data : [];
  const total = result.kind === 'success' ? (result.body.total ?? items.length) : 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const priceOptions = priceFormatOptions(settings);
  const placeholder = settings?.web_placeholder_logo ?? settings?.img_placeholder ?? null;
  const markers: MapMarker[] = items.flatMap((p) =>
    typeof p.latitude === 'number' && typeof p.longitude === 'number'
      ? [
          {
            id: p.id,
            latitude: p.latitude,
            longitude: p.longitude,
            title: p.title,
            href: `/properties-details/${encodeURIComponent(p.slug_id)}`,
            priceLabel: priceLabel(p, priceOptions, t).amount,
          },
        ]
      : [],
  );
  const from = (filters.page - 1) * PAGE_SIZE + 1;
  const to = from + items.length - 1;
  const prevHref =
    filters.page > 1 ? searchHref(basePath, { ...filters, page: filters.page - 1 }, fixed) : null;
  const nextHref =
    filters.page < totalPages ? searchHref(basePath, { ...filters, page: filters.page + 1 }, fixed) : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      {items.length > 0 ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            numberOfItems: total,
            itemListElement: items.map((p, index) => ({
              '@type': 'ListItem',
              position: from + index,
              name: p.title,
              url: absoluteUrl(`/properties-details/${encodeURIComponent(p.slug_id)}`),
            })),
          }}
        />
      ) : null}
      {prevHref ? <link rel="prev" href={prevHref} /> : null}
      {nextHref ? <link rel="next" href={nextHref} /> : null}
      <Breadcrumbs items={crumbs} label={t('breadcrumb')} jsonLd />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900">{heading}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-gray-700">{intro}</p> : null}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(
          [
            ['/categories', t('categoriesPageTitle')],
            ['/cities', t('citiesPageTitle')],
          ] as const
        )
          // No link to the index the page already belongs to.
          .filter(([href]) => !(basePath === href || basePath.startsWith(`${href}/`)))
          .map(([href, text]) => (
            <li key={href}>
              <Link
                prefetch={false}
                href={href}
                className="inline-flex min-h-6 items-center font-semibold text-(--brand-ink) underline-offset-2 hover:underline"
              >
                {text}
              </Link>
            </li>
          ))}
      </ul>

      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label={t('filtersTitle')}>
          <a
            href="#search-results"
            className="sr-only focus:not-sr-only focus:mb-3 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-white focus:px-3 focus:font-semibold focus:text-(--brand-ink) focus:ring-2 focus:ring-(--brand)"
          >
            {t('skipToResults')}
          </a>
          {/* Folded on small screens so the results are near the top; always open from lg (the
              summary hides and the content shows whatever the details' state). */}
          <details className="group/filters lg:details-content:[content-visibility:visible]">
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-4 font-semibold text-gray-900 after:ms-auto after:text-lg after:content-['+'] group-open/filters:after:content-['−'] lg:hidden">
              {t('filtersTitle')}
              {activeCount > 0 ? (
                <span className="rounded-full bg-(--brand) px-2 text-sm text-(--on-brand)">
                  {activeCount}
                </span>
              ) : null}
            </summary>
            <div className="mt-4 lg:mt-0">
              <FilterForm
                basePath={basePath}
                {...filterContext}
                cities={cities}
                currency={priceOptions.currencySymbol || undefined}
                sponsoredCap={settings?.sponsored_per_page ?? 0}
              />
            </div>
          </details>
        </aside>

        <section
          id="search-results"
          tabIndex={-1}
          aria-labelledby="search-results-heading"
          className="min-w-0 focus:outline-none"
        >
          <h2 id="search-results-heading" className="sr-only">
            {t('searchResults')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {result.kind === 'success' ? (
              <p role="status" className="font-medium text-gray-800" data-testid="result-count">
                {countLabel(total, 'propertyCountOne', 'propertyCount', t)}
                {items.length > 0 && totalPages > 1 ? (
                  <span className="ms-2 text-gray-600">· {t('showingRange', { from, to, total })}</span>
                ) : null}
              </p>
            ) : null}
            {result.kind === 'success' ? (
              <SaveSearchButton
                query={savedSearchQuery(filters)}
                name={savedSearchName(filters, categories, t)}
              />
            ) : null}
          </div>
          <ActiveFilters basePath={basePath} {...filterContext} />

          {result.kind !== 'success' ? (
            <div
              role="alert"
              className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6"
              data-testid="search-error"
            >
              <h3 className="text-lg font-semibold text-red-900">{t('searchErrorTitle')}</h3>
              <p className="mt-2 text-red-900">
                {result.kind === 'error' && result.body.message ? result.body.message : t('errorMessage')}
              </p>
              <Link
                prefetch={false}
                href={basePath}
                className="mt-4 inline-flex min-h-11 items-center rounded-md bg-white px-4 font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50"
              >
                {t('clearFilters')}
              </Link>
            </div>
          ) : items.length === 0 ? (
            <div
              className="mt-6 rounded-xl border border-gray-200 bg-gray-50 p-8 text-center"
              data-testid="no-results"
            >
              <h3 className="text-lg font-semibold text-gray-900">{t('noResultsTitle')}</h3>
              <p className="mt-2 text-gray-700">{t('noResultsMessage')}</p>
              {filtered || filters.page > 1 ? (
                <Link
                  prefetch={false}
                  href={basePath}
                  className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
                >
                  {t('clearFilters')}
                </Link>
              ) : (
                <Link
                  prefetch={false}
                  href="/properties"
                  className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
                >
                  {t('searchPageTitle')}
                </Link>
              )}
            </div>
          ) : (
            <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
              <div>
                <ul className="grid gap-5 sm:grid-cols-2" data-testid="search-results">
                  {items.map((property) => (
                    <li key={property.id}>
                      <PropertyCard
                        property={property}
                        priceOptions={priceOptions}
                        placeholder={placeholder}
                        t={t}
                      />
                    </li>
                  ))}
                </ul>
                <PageLinks
                  page={filters.page}
                  totalPages={totalPages}
                  hrefOf={(page) => searchHref(basePath, { ...filters, page }, fixed)}
                  t={t}
                />
              </div>
              <div className="xl:sticky xl:top-4 xl:self-start">
                <ListingMap
                  markers={markers}
                  tileUrl={settings?.map_tile_url}
                  attribution={settings?.map_tile_attribution}
                  label={t('mapOfResults')}
                  height={420}
                />
              </div>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
