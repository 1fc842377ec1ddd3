import type { Translate } from '@/lib/i18n/translate.util';
import { PACKAGES_PATH, type PackagesParams } from './packages-params.util';

// The packages list's filters as a plain GET form (works before hydration; the address is the view).

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

export function PackagesFilters({ params, t }: { params: PackagesParams; t: Translate }) {
  return (
    <search aria-label={t('adminPackagesFilters')}>
      <form
        method="get"
        action={PACKAGES_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[1fr_14rem_auto]"
      >
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminPackagesSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminPackagesSale')}</span>
          <select name="sale" defaultValue={params.sale} className={FIELD}>
            <option value="all">{t('adminPackagesSaleAll')}</option>
            <option value="on">{t('adminPackagesSaleOn')}</option>
            <option value="off">{t('adminPackagesSaleOff')}</option>
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('adminPackagesApply')}
        </button>
      </form>
    </search>
  );
}
