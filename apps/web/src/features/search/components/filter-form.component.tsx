import Form from 'next/form';
import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  AmountFilter,
  CategoryFilter,
  CityFilter,
  FilterInput,
  type FilterLook,
  FilterSelect,
  KeywordFilter,
} from '@/components/filters/filter-field.component';
import type { Category, CityItem, FilterParameter, OutdoorFacility } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { type FixedFilters, type SearchFilters, searchHref } from '../search-params.util';

// The search filters (server component): a GET form to the page itself (next/form: a plain form
// without script, a client-side navigation with it), so every search is a shareable URL and the back
// button restores the previous one. Nothing submits on its own (WCAG 3.2.2): the visitor presses
// "Show results".

export interface FilterFormProps {
  basePath: string;
  filters: SearchFilters;
  fixed: FixedFilters;
  categories: Category[];
  cities: CityItem[];
  parameters: FilterParameter[];
  facilities: OutdoorFacility[];
  distanceUnit: string;
  /** The site's currency symbol, shown with the price fields. */
  currency?: string;
  /** How many sponsored listings may lead the default order (0: all), for the sort rule's line. */
  sponsoredCap?: number;
  t: Translate;
}

const LABEL = 'text-sm font-medium text-gray-900';
const LOOK: FilterLook = {
  field: 'flex flex-col gap-1',
  label: LABEL,
  control:
    'min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--brand)',
};
const SUMMARY =
  "flex min-h-11 cursor-pointer items-center justify-between rounded-md text-sm font-medium text-gray-900 after:text-lg after:content-['+'] group-open:after:content-['−'] focus-visible:outline-2 focus-visible:outline-(--brand)";
const CHIP =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-400 bg-white px-3 text-sm text-gray-900 has-checked:border-(--brand) has-checked:bg-(--brand) has-checked:text-(--on-brand) has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--brand)';

export function FilterForm({
  basePath,
  filters,
  fixed,
  categories,
  cities,
  parameters,
  facilities,
  distanceUnit,
  currency,
  sponsoredCap = 0,
  t,
}: FilterFormProps) {
  const inCurrency = (label: string) => (currency ? `${label} (${currency})` : label);
  return (
    <Form
      action={basePath}
      // A new form per URL: after back/forward the fields show the filters of the page shown.
      key={searchHref(basePath, filters, fixed)}
      className="flex flex-col gap-4"
      data-testid="search-filters"
    >
      <h2 id="search-filters-heading" className="text-lg font-bold text-gray-900">
        {t('filtersTitle')}
      </h2>

      <KeywordFilter id="f-search" defaultValue={filters.search} look={LOOK} t={t} />

      <fieldset className="flex flex-col gap-1">
        <legend className={`${LABEL} mb-1`}>{t('filterPurpose')}</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['', t('filterAny')],
              ['sell', t('forSale')],
              ['rent', t('forRent')],
            ] as const
          ).map(([value, text]) => (
            <label key={value || 'any'} className={CHIP}>
              <input
                type="radio"
                name="property_type"
                value={value}
                defaultChecked={(filters.property_type ?? '') === value}
                className="size-4 accent-current"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>

      {fixed.category ? null : (
        <CategoryFilter
          id="f-category"
          categories={categories}
          defaultValue={filters.category}
          look={LOOK}
          t={t}
        />
      )}

      {fixed.city ? null : (
        <CityFilter
          id="f-city"
          list="f-city-options"
          autoComplete="address-level2"
          defaultValue={filters.city}
          look={LOOK}
          t={t}
        >
          <datalist id="f-city-options">
            {cities.map((c) => (
              <option key={c.City} value={c.City} />
            ))}
          </datalist>
        </CityFilter>
      )}

      <div className="grid grid-cols-2 gap-3">
        <FilterInput
          id="f-state"
          label={t('filterState')}
          name="state"
          type="text"
          autoComplete="address-level1"
          defaultValue={filters.state}
          look={LOOK}
        />
        <FilterInput
          id="f-country"
          label={t('filterCountry')}
          name="country"
          type="text"
          autoComplete="country-name"
          defaultValue={filters.country}
          look={LOOK}
        />
        <AmountFilter
          id="f-min-price"
          label={inCurrency(t('filterMinPrice'))}
          name="min_price"
          defaultValue={filters.min_price}
          look={LOOK}
        />
        <AmountFilter
          id="f-max-price"
          label={inCurrency(t('filterMaxPrice'))}
          name="max_price"
          defaultValue={filters.max_price}
          look={LOOK}
        />
      </div>

      <FilterSelect
        id="f-posted"
        label={t('filterPostedSince')}
        name="posted_since"
        defaultValue={filters.posted_since}
        options={[
          ['', t('filterAny')],
          ['0', t('postedLastWeek')],
          ['1', t('postedYesterday')],
        ]}
        look={LOOK}
      />

      <FilterSelect
        id="f-sort"
        label={t('filterSort')}
        name="sort"
        defaultValue={filters.sort}
        options={[
          ['', t('sortNewest')],
          ['price_asc', t('sortPriceAsc')],
          ['price_desc', t('sortPriceDesc')],
          ['most_viewed', t('sortMostViewed')],
          ['most_liked', t('sortMostLiked')],
        ]}
        look={LOOK}
      />
      {/* How paid placement affects the order, in one line (EU DSA Art. 27: main ranking parameters). */}
      <p className="-mt-2 text-xs text-gray-600" data-testid="sort-rule">
        {sponsoredCap > 0 ? t('sortRuleSponsoredCapped', { count: sponsoredCap }) : t('sortRuleSponsored')}
      </p>

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          name="promoted"
          value="1"
          defaultChecked={filters.promoted === true}
          className="size-5 accent-(--brand)"
        />
        {t('filterPromoted')}
      </label>

      <ChipChecklist
        title={t('filterParameters')}
        name="parameter_id"
        items={parameters}
        selected={filters.parameter_id}
      />

      <ChipChecklist
        title={t('filterFacilities')}
        name="facility_ids"
        items={facilities}
        selected={filters.facility_ids}
      >
        <AmountFilter
          id="f-distance"
          className="mt-3"
          label={t('filterMaxDistance', { unit: distanceUnit })}
          name="max_distance"
          defaultValue={filters.max_distance}
          look={LOOK}
        />
      </ChipChecklist>

      <div className="flex flex-wrap items-center gap-3 pt-2">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand)"
        >
          {t('applyFilters')}
        </button>
        <Link
          prefetch={false}
          href={basePath}
          className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-(--brand-ink) underline-offset-2 hover:underline"
        >
          {t('clearFilters')}
        </Link>
      </div>
    </Form>
  );
}

/** A folded group of checkboxes as chips, open while any is ticked; hidden when there is none. */
function ChipChecklist({
  title,
  name,
  items,
  selected,
  children,
}: {
  title: string;
  name: string;
  items: readonly { id: number; name: string }[];
  selected: readonly string[];
  /** More fields of the group, after the chips. */
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  const ticked = new Set(selected);
  return (
    <details open={ticked.size > 0} className="group">
      <summary className={SUMMARY}>{title}</summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{title}</legend>
        <div className="flex flex-wrap gap-2">
          {items.map((item) => (
            <label key={item.id} className={CHIP}>
              <input
                type="checkbox"
                name={name}
                value={String(item.id)}
                defaultChecked={ticked.has(String(item.id))}
                className="size-4"
              />
              {item.name}
            </label>
          ))}
        </div>
        {children}
      </fieldset>
    </details>
  );
}
