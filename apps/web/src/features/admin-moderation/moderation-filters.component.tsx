import { MODERATION_STATES } from '@domus/shared/constants/moderation.constants';
import type { Translate } from '@/lib/i18n/translate.util';
import { ADMIN_PATH, type ModerationParams } from './moderation-params.util';

// The list's filters as a plain GET form: it works before hydration, and the address it leads to
// is the view (shareable, back button). The tab stays; a new filter starts at page 1.

const STATE_KEYS = {
  pending: 'adminModerationStatusPending',
  approved: 'adminModerationStatusApproved',
  rejected: 'adminModerationStatusRejected',
} as const;

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

export function ModerationFilters({ params, t }: { params: ModerationParams; t: Translate }) {
  return (
    <search aria-label={t('adminModerationFilters')}>
      <form
        method="get"
        action={ADMIN_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[14rem_1fr_auto]"
      >
        {params.kind !== 'properties' ? <input type="hidden" name="kind" value={params.kind} /> : null}
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminModerationStatus')}</span>
          <select name="status" defaultValue={params.status} className={FIELD}>
            {MODERATION_STATES.map((state) => (
              <option key={state} value={state}>
                {t(STATE_KEYS[state])}
              </option>
            ))}
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
