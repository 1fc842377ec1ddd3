import Form from 'next/form';
import Link from 'next/link';
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
  t: Translate;
}

const FIELD = 'flex flex-col gap-1';
const LABEL = 'text-sm font-medium text-gray-900';
const CONTROL =
  'min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--brand)';
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
  t,
}: FilterFormProps) {
  const inCurrency = (label: string) => (currency ? `${label} (${currency})` : label);
  const selectedParameters = new Set(filters.parameter_id);
  const selectedFacilities = new Set(filters.facility_ids);
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

      <div className={FIELD}>
        <label htmlFor="f-search" className={LABEL}>
          {t('filterKeyword')}
        </label>
        <input
          id="f-search"
          name="search"
          type="search"
          maxLength={100}
          defaultValue={filters.search ?? ''}
          placeholder={t('searchPlaceholder')}
          className={CONTROL}
        />
      </div>

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
        <div className={FIELD}>
          <label htmlFor="f-category" className={LABEL}>
            {t('filterCategory')}
          </label>
          <select id="f-category" name="category" defaultValue={filters.category ?? ''} className={CONTROL}>
            <option value="">{t('filterAny')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug_id}>
                {c.category}
              </option>
            ))}
          </select>
        </div>
      )}

      {fixed.city ? null : (
        <div className={FIELD}>
          <label htmlFor="f-city" className={LABEL}>
            {t('filterCity')}
          </label>
          <input
            id="f-city"
            name="city"
            type="text"
            list="f-city-options"
            autoComplete="address-level2"
            defaultValue={filters.city ?? ''}
            className={CONTROL}
          />
          <datalist id="f-city-options">
            {cities.map((c) => (
              <option key={c.City} value={c.City} />
            ))}
          </datalist>
        </div>
      )}

      <div className="grid grid-cols-2 gap-3">
        <div className={FIELD}>
          <label htmlFor="f-state" className={LABEL}>
            {t('filterState')}
          </label>
          <input
            id="f-state"
            name="state"
            type="text"
            autoComplete="address-level1"
            defaultValue={filters.state ?? ''}
            className={CONTROL}
          />
        </div>
        <div className={FIELD}>
          <label htmlFor="f-country" className={LABEL}>
            {t('filterCountry')}
          </label>
          <input
            id="f-country"
            name="country"
            type="text"
            autoComplete="country-name"
            defaultValue={filters.country ?? ''}
            className={CONTROL}
          />
        </div>
        <div className={FIELD}>
          <label htmlFor="f-min-price" className={LABEL}>
            {inCurrency(t('filterMinPrice'))}
          </label>
          <input
            id="f-min-price"
            name="min_price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={filters.min_price ?? ''}
            className={CONTROL}
          />
        </div>
        <div className={FIELD}>
          <label htmlFor="f-max-price" className={LABEL}>
            {inCurrency(t('filterMaxPrice'))}
          </label>
          <input
            id="f-max-price"
            name="max_price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={filters.max_price ?? ''}
            className={CONTROL}
          />
        </div>
      </div>

      <div className={FIELD}>
        <label htmlFor="f-posted" className={LABEL}>
          {t('filterPostedSince')}
        </label>
        <select
          id="f-posted"
          name="posted_since"
          defaultValue={filters.posted_since ?? ''}
          className={CONTROL}
        >
          <option value="">{t('filterAny')}</option>
          <option value="0">{t('postedLastWeek')}</option>
          <option value="1">{t('postedYesterday')}</option>
        </select>
      </div>

      <div className={FIELD}>
        <label htmlFor="f-sort" className={LABEL}>
          {t('filterSort')}
        </label>
        <select id="f-sort" name="sort" defaultValue={filters.sort ?? ''} className={CONTROL}>
          <option value="">{t('sortNewest')}</option>
          <option value="price_asc">{t('sortPriceAsc')}</option>
          <option value="price_desc">{t('sortPriceDesc')}</option>
          <option value="most_viewed">{t('sortMostViewed')}</option>
          <option value="most_liked">{t('sortMostLiked')}</option>
        </select>
      </div>

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

      {parameters.length > 0 ? (
        <details open={selectedParameters.size > 0} className="group">
          <summary className={SUMMARY}>{t('filterParameters')}</summary>
          <fieldset className="mt-2">
            <legend className="sr-only">{t('filterParameters')}</legend>
            <div className="flex flex-wrap gap-2">
              {parameters.map((p) => (
                <label key={p.id} className={CHIP}>
                  <input
                    type="checkbox"
                    name="parameter_id"
                    value={String(p.id)}
                    defaultChecked={selectedParameters.has(String(p.id))}
                    className="size-4"
                  />
                  {p.name}
                </label>
              ))}
            </div>
          </fieldset>
        </details>
      ) : null}

      {facilities.length > 0 ? (
        <details open={selectedFacilities.size > 0} className="group">
          <summary className={SUMMARY}>{t('filterFacilities')}</summary>
          <fieldset className="mt-2">
            <legend className="sr-only">{t('filterFacilities')}</legend>
            <div className="flex flex-wrap gap-2">
              {facilities.map((f) => (
                <label key={f.id} className={CHIP}>
                  <input
                    type="checkbox"
                    name="facility_ids"
                    value={String(f.id)}
                    defaultChecked={selectedFacilities.has(String(f.id))}
                    className="size-4"
                  />
                  {f.name}
                </label>
              ))}
            </div>
            <div className={`${FIELD} mt-3`}>
              <label htmlFor="f-distance" className={LABEL}>
                {t('filterMaxDistance', { unit: distanceUnit })}
              </label>
              <input
                id="f-distance"
                name="max_distance"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                defaultValue={filters.max_distance ?? ''}
                className={CONTROL}
              />
            </div>
          </fieldset>
        </details>
      ) : null}

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
