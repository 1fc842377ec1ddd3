import type { Metadata } from 'next';
import { operatorReader } from '@/components/access/operator-access.server';
import { AccountCreateForm } from '@/components/admin/account-create-form.client';
import { accountCreateWords } from '@/components/admin/account-create-words';
import { AdminConsole } from '@/components/admin/admin-console.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { roleChoices, roleLabel } from '@/lib/i18n/role-label.util';
import { getI18n } from '@/lib/i18n/server-i18n';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { getStaff } from './api/get-staff';
import { getStaffRoles } from './api/get-staff-roles';
import { StaffAccountActions } from './staff-account-actions.client';
import { StaffRoleForm } from './staff-role-form.client';

// /admin/staff: who may use the console (staff accounts with their roles) and what each role may
// do (a permission checklist per console area). Needs staff.manage; anyone else meets the 404 page.

const PATH = '/admin/staff';
const CELL = 'px-3 py-3 align-middle';

const KEYS = [
  'adminStaffRoleNew',
  'adminStaffRoleName',
  'adminStaffRoleNameHint',
  'adminStaffRolePermissions',
  'adminStaffRoleHolders',
  'adminStaffRoleSave',
  'adminStaffRoleCreate',
  'adminStaffRoleDelete',
  'adminStaffRoleDeleteConfirm',
  'adminStaffRoleColumn',
  'adminStaffChangeRole',
  'adminStaffRemove',
  'adminStaffRemoveConfirm',
  'adminMemberWorking',
  'adminPermissionArea_listings',
  'adminPermissionArea_users',
  'adminPermissionArea_catalogue',
  'adminPermissionArea_content',
  'adminPermissionArea_settings',
  'adminPermissionArea_payments',
  'adminPermissionArea_audit',
  'adminPermissionArea_staff',
  'adminPermission_read',
  'adminPermission_write',
  'adminPermission_moderate',
  'adminPermission_manage',
] as const satisfies readonly TranslationKey[];

const wordsOf = (t: Translate) => Object.fromEntries(KEYS.map((key) => [key, t(key)]));

async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: `${t('adminStaffTitle')} · ${t('adminConsoleTitle')}`,
    robots: { index: false, follow: false },
  };
}

async function Page() {
  const read = operatorReader(PATH);
  const [{ t }, staff, roles, me] = await Promise.all([
    getI18n(),
    getStaff(read),
    getStaffRoles(read),
    read<{ id: number }>('admin/me'),
  ]);
  if (staff.kind !== 'success' || roles.kind !== 'success') {
    return (
      <AdminConsole current="staff" title={t('adminStaffTitle')} t={t}>
        <StateNotice
          tone="error"
          title={t('adminStaffFailed')}
          action={{ href: PATH, label: t('tryAgain') }}
        />
      </AdminConsole>
    );
  }
  const words = wordsOf(t);
  const myId = me.kind === 'success' ? me.body.data.id : 0;
  const roleNames = roleChoices(['admin', ...roles.body.data.map((r) => r.name)], t);
  return (
    <AdminConsole current="staff" title={t('adminStaffTitle')} intro={t('adminStaffIntro')} t={t}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
        <section aria-labelledby="staff-accounts">
          <h2 id="staff-accounts" className="text-2xl font-semibold text-gray-900">
            {t('adminStaffAccounts')}
          </h2>
          <div className="relative mt-4 overflow-x-auto rounded-xl border border-gray-200">
            <table className="w-full text-start text-gray-900" data-testid="admin-staff">
              <thead className="bg-gray-50 text-sm font-semibold text-gray-800">
                <tr>
                  <th scope="col" className={`${CELL} text-start`}>
                    {t('adminMembersName')}
                  </th>
                  <th scope="col" className={`${CELL} text-start`}>
                    {t('adminMembersEmail')}
                  </th>
                  <th scope="col" className={`${CELL} text-start`}>
                    {t('adminStaffRoleColumn')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {staff.body.data.map((account) => (
                  <tr key={account.id} data-testid="admin-staff-row">
                    <th scope="row" className={`${CELL} text-start font-semibold`}>
                      {account.name || `#${account.id}`}
                    </th>
                    <td className={`${CELL} break-all`}>{account.email ?? '—'}</td>
                    <td className={CELL}>
                      {account.id === myId ? (
                        roleLabel(account.role, t)
                      ) : (
                        <StaffAccountActions
                          id={account.id}
                          name={account.name || `#${account.id}`}
                          role={account.role}
                          roles={roleNames}
                          words={words}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="staff-new" className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <h2 id="staff-new" className="text-2xl font-semibold text-gray-900">
            {t('adminStaffNew')}
          </h2>
          <AccountCreateForm kind="staff" roles={roleNames} words={accountCreateWords(t)} />
        </section>
        <section aria-labelledby="staff-roles" className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <h2 id="staff-roles" className="text-2xl font-semibold text-gray-900">
            {t('adminStaffRoles')}
          </h2>
          <p className="text-gray-800">{t('adminStaffRoleAdmin')}</p>
          {roles.body.data.map((role) => (
            <StaffRoleForm
              key={`${role.id}-${role.name}-${role.permissions.join()}`}
              staffRole={role}
              words={words}
            />
          ))}
          <StaffRoleForm staffRole={null} words={words} />
        </section>
      </div>
    </AdminConsole>
  );
}

export const staffRoute = { generateMetadata, Page };
