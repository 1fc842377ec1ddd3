import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { MEMBERS_PATH, type MembersParams } from './members-params.util';

// The members list's filters as a plain GET form (works before hydration; the address is the view).

const FIELD = 'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900';

export const VERIFICATION_KEYS: Record<string, TranslationKey> = {
  initial: 'adminMembersVerificationInitial',
  pending: 'adminMembersVerificationPending',
  success: 'adminMembersVerificationSuccess',
  failed: 'adminMembersVerificationFailed',
};

export function MembersFilters({ params, t }: { params: MembersParams; t: Translate }) {
  return (
    <search aria-label={t('adminMembersFilters')}>
      <form
        method="get"
        action={MEMBERS_PATH}
        className="grid items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_11rem_auto]"
      >
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminMembersSearch')}</span>
          <input type="search" name="search" defaultValue={params.search} maxLength={100} className={FIELD} />
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminMembersActive')}</span>
          <select name="active" defaultValue={params.active} className={FIELD}>
            <option value="all">{t('adminMembersAll')}</option>
            <option value="on">{t('adminMembersActiveOn')}</option>
            <option value="off">{t('adminMembersActiveOff')}</option>
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminMembersRole')}</span>
          <select name="role" defaultValue={params.role} className={FIELD}>
            <option value="all">{t('adminMembersAll')}</option>
            <option value="member">{t('adminMembersRoleMember')}</option>
            <option value="agent">{t('adminMembersRoleAgent')}</option>
            <option value="staff">{t('adminMembersRoleStaff')}</option>
          </select>
        </label>
        <label className="block">
          <span className="font-semibold text-gray-900">{t('adminMembersVerification')}</span>
          <select name="verification" defaultValue={params.verification} className={FIELD}>
            <option value="all">{t('adminMembersAll')}</option>
            {Object.entries(VERIFICATION_KEYS).map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand)"
        >
          {t('adminMembersApply')}
        </button>
      </form>
    </search>
  );
}
