import { LISTING_PROPERTY_TYPES, LISTING_SORTS } from '@domus/shared/schemas/admin-moderation.schema';
import type { Translate } from '@/lib/i18n/translate.util';
import { type ListingsParams, listingsPath } from './listings-params.util';

// The table's filters as a plain GET form: it works before hydration, and the address it leads to
// is the view (shareable, back button). The tab stays; a new filter starts at page 1.

const TYPE_KEYS = {
  sell: 'adminListingsTypeSell',
  rent: 'adminListingsTypeRent',
  sold: 'adminListingsTypeSold',
  rented: 'adminListingsTypeRented',
} as const;
const SORT_KEYS = {
  newest: 'adminListingsSortNewest',
  oldest: 'adminListingsSortOldest',
  price: 'adminListingsSortPrice',
} as const;

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';
const LABEL = 'font-semibold text-gray-900';

export function ListingsFilters({ params, t }: { params: ListingsParams; t: Translate }) {
  const properties = params.kind === 'properties';
  const sorts = LISTING_SORTS.filter((sort) => properties || sort !== 'price');
  return (
    <search aria-label={t('adminListingsFilters')}>
      <form
        method="get"
        action={listingsPath(params.kind)}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_repeat(3,minmax(9rem,11rem))_auto]"
      >
        {params.tab !== 'all' ? <input type="hidden" name="tab" value={params.tab} /> : null}
        <label className="block">
          <span className={LABEL}>{t('adminListingsSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <label className="block">
          <span className={LABEL}>{t('adminListingsCity')}</span>
          <input type="text" name="city" defaultValue={params.city} maxLength={100} className={FIELD} />
        </label>
        {properties ? (
          <>
            <label className="block">
              <span className={LABEL}>{t('adminListingsType')}</span>
              <select name="type" defaultValue={params.type} className={FIELD}>
                <option value="">{t('adminListingsAny')}</option>
                {LISTING_PROPERTY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(TYPE_KEYS[type])}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className={LABEL}>{t('adminListingsPremium')}</span>
              <select name="premium" defaultValue={params.premium} className={FIELD}>
                <option value="">{t('adminListingsAny')}</option>
                <option value="1">{t('adminListingsPremiumYes')}</option>
                <option value="0">{t('adminListingsPremiumNo')}</option>
              </select>
            </label>
          </>
        ) : null}
        <label className="block">
          <span className={LABEL}>{t('adminListingsSort')}</span>
          <select name="sort" defaultValue={params.sort} className={FIELD}>
            <option value="">{t('adminListingsSortDefault')}</option>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('adminListingsApply')}
        </button>
      </form>
    </search>
  );
}
