import type { Translate } from '@/lib/i18n/translate.util';
import { ADS_PATH, type AdParams } from './ads-params.util';

// The filters as a plain GET form (the status stays: it is the tab). A new filter starts at page 1.

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

export function AdsFilters({ params, t }: { params: AdParams; t: Translate }) {
  return (
    <search aria-label={t('adminAdsFilters')}>
      <form
        method="get"
        action={ADS_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[12rem_12rem_1fr_auto]"
      >
        {params.status !== 'pending' ? <input type="hidden" name="status" value={params.status} /> : null}
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminAdsFor')}</span>
          <select name="for" defaultValue={params.for} className={FIELD}>
            <option value="">{t('adminTransactionsAny')}</option>
            <option value="property">{t('adminAdsForProperty')}</option>
            <option value="project">{t('adminAdsForProject')}</option>
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminAdsPlacement')}</span>
          <select name="type" defaultValue={params.type} className={FIELD}>
            <option value="">{t('adminTransactionsAny')}</option>
            <option value="list">{t('adminAdsTypeList')}</option>
            <option value="slider">{t('adminAdsTypeSlider')}</option>
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminModerationSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('adminModerationApply')}
        </button>
      </form>
    </search>
  );
}
