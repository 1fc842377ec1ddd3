import {
  AUDIT_ACTION_MAX,
  AUDIT_SEARCH_MAX,
  AUDIT_TARGET_TYPES,
} from '@domus/shared/schemas/admin-audit.schema';
import type { Translate } from '@/lib/i18n/translate.util';
import { AUDIT_LOG_PATH, type AuditLogParams } from './audit-log-params.util';

// The filters as a plain GET form: it works before hydration, and the address it leads to is the
// view (shareable, back button). A new filter starts at page 1.

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

export function AuditLogFilters({ params, t }: { params: AuditLogParams; t: Translate }) {
  return (
    <search aria-label={t('adminAuditLogFilters')}>
      <form
        method="get"
        action={AUDIT_LOG_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminAuditLogSearch')}</span>
          <input
            type="search"
            name="search"
            defaultValue={params.search}
            maxLength={AUDIT_SEARCH_MAX}
            className={FIELD}
          />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminAuditLogAction')}</span>
          <input
            name="action"
            defaultValue={params.action}
            maxLength={AUDIT_ACTION_MAX}
            placeholder="category.update"
            className={FIELD}
          />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminAuditLogTargetType')}</span>
          <select name="type" defaultValue={params.type} className={FIELD}>
            <option value="">{t('adminTransactionsAny')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminAuditLogTargetId')}</span>
          <input name="id" inputMode="numeric" pattern="[0-9]*" defaultValue={params.id} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminAuditLogActorId')}</span>
          <input
            name="actor"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={params.actor}
            className={FIELD}
          />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsFrom')}</span>
          <input type="date" name="from" defaultValue={params.from} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminTransactionsTo')}</span>
          <input type="date" name="to" defaultValue={params.to} className={FIELD} />
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
