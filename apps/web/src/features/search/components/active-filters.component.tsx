import Link from 'next/link';
import { CloseIcon } from '@/components/ui/icons.component';
import type { Category, FilterParameter, OutdoorFacility } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import {
  type FilterKey,
  type FixedFilters,
  type SearchFilters,
  searchHref,
  withoutFilter,
} from '../search-params.util';

// The filters in force as chips, each a link to the same search without it (server component).

export interface ActiveFiltersProps {
  basePath: string;
  filters: SearchFilters;
  fixed: FixedFilters;
  categories: Category[];
  parameters: FilterParameter[];
  facilities: OutdoorFacility[];
  distanceUnit: string;
  t: Translate;
}

interface Chip {
  key: FilterKey;
  value?: string;
  label: string;
}

const SORT_KEYS = {
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  most_viewed: 'sortMostViewed',
  most_liked: 'sortMostLiked',
} as const;

export function activeFilterChips(props: Omit<ActiveFiltersProps, 'basePath'>): Chip[] {
  const { filters: f, fixed, categories, parameters, facilities, distanceUnit, t } = props;
  const chips: Chip[] = [];
  if (f.search) chips.push({ key: 'search', label: `${t('filterKeyword')}: “${f.search}”` });
  if (f.property_type)
    chips.push({ key: 'property_type', label: t(f.property_type === 'sell' ? 'forSale' : 'forRent') });
  if (f.category && !fixed.category) {
    const name = categories.find((c) => c.slug_id === f.category)?.category ?? f.category;
    chips.push({ key: 'category', label: `${t('filterCategory')}: ${name}` });
  }
  if (f.city && !fixed.city) chips.push({ key: 'city', label: `${t('filterCity')}: ${f.city}` });
  if (f.state) chips.push({ key: 'state', label: `${t('filterState')}: ${f.state}` });
  if (f.country) chips.push({ key: 'country', label: `${t('filterCountry')}: ${f.country}` });
  if (f.min_price) chips.push({ key: 'min_price', label: `${t('filterMinPrice')}: ${f.min_price}` });
  if (f.max_price) chips.push({ key: 'max_price', label: `${t('filterMaxPrice')}: ${f.max_price}` });
  if (f.posted_since)
    chips.push({
      key: 'posted_since',
      label: t(f.posted_since === '0' ? 'postedLastWeek' : 'postedYesterday'),
    });
  if (f.promoted) chips.push({ key: 'promoted', label: t('filterPromoted') });
  for (const id of f.parameter_id) {
    const name = parameters.find((p) => String(p.id) === id)?.name ?? `#${id}`;
    chips.push({ key: 'parameter_id', value: id, label: name });
  }
  for (const id of f.facility_ids) {
    const name = facilities.find((p) => String(p.id) === id)?.name ?? `#${id}`;
    chips.push({ key: 'facility_ids', value: id, label: name });
  }
  if (f.max_distance)
    chips.push({
      key: 'max_distance',
      label: `${t('filterMaxDistance', { unit: distanceUnit })}: ${f.max_distance}`,
    });
  if (f.sort)
    chips.push({
      key: 'sort',
      label: `${t('filterSort')}: ${t(SORT_KEYS[f.sort as keyof typeof SORT_KEYS])}`,
    });
  return chips;
}

export function ActiveFilters(props: ActiveFiltersProps) {
  const { basePath, filters, fixed, t } = props;
  const chips = activeFilterChips(props);
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby="active-filters-heading" className="mt-4">
      <h2 id="active-filters-heading" className="sr-only">
        {t('activeFilters')}
      </h2>
      <ul className="flex flex-wrap items-center gap-2" data-testid="active-filters">
        {chips.map((chip) => (
          <li key={`${chip.key}-${chip.value ?? ''}`}>
            <Link
              prefetch={false}
              href={searchHref(basePath, withoutFilter(filters, chip.key, chip.value), fixed)}
              aria-label={t('removeFilter', { filter: chip.label })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-gray-100 py-1 ps-3 pe-2 text-sm font-medium text-gray-900 ring-1 ring-gray-300 hover:bg-gray-200"
            >
              {chip.label}
              <CloseIcon width={16} height={16} />
            </Link>
          </li>
        ))}
        <li>
          <Link
            prefetch={false}
            href={basePath}
            className="inline-flex min-h-9 items-center rounded-md px-2 text-sm font-semibold text-(--brand-ink) underline-offset-2 hover:underline"
          >
            {t('clearFilters')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
