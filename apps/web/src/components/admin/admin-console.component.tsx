import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getOperatorPermissions } from '@/components/access/operator-access.server';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The frame of the admin console's pages: the console's name, its sections (the dashboard first,
// moderation second; settings, accounts and the audit log join here) and the page's content.
// Server-rendered, and only under /admin, so none of it reaches a public page.

export type AdminSection =
  | 'dashboard'
  | 'moderation'
  | 'packages'
  | 'payment-gateways'
  | 'transactions'
  | 'advertisements'
  | 'verifications'
  | 'verification-fields'
  | 'members'
  | 'staff'
  | 'settings'
  | 'languages'
  | 'categories'
  | 'facilities'
  | 'cities'
  | 'notifications'
  | 'chat-reports'
  | 'chat-settings'
  | 'audit-log';

type Section = {
  id: AdminSection;
  href: string;
  key: TranslationKey;
  permission: readonly AdminPermission[];
};

// Each section is listed only for an operator whose role grants one of the permissions its page
// reads with (the dashboard shows whichever figures the role may read).
const SECTIONS: readonly Section[] = [
  {
    id: 'dashboard',
    href: '/admin',
    key: 'adminDashboardTitle',
    permission: ['listings.read', 'users.read', 'payments.read'],
  },
  { id: 'moderation', href: '/admin/moderation', key: 'adminModerationTitle', permission: ['listings.read'] },
  {
    id: 'advertisements',
    href: '/admin/advertisements',
    key: 'adminAdsTitle',
    permission: ['listings.read'],
  },
  {
    id: 'transactions',
    href: '/admin/transactions',
    key: 'adminTransactionsTitle',
    permission: ['payments.read'],
  },
  { id: 'packages', href: '/admin/packages', key: 'adminPackagesTitle', permission: ['payments.read'] },
  {
    id: 'payment-gateways',
    href: '/admin/payment-gateways',
    key: 'adminGatewaysTitle',
    permission: ['payments.read'],
  },
  {
    id: 'verifications',
    href: '/admin/verifications',
    key: 'adminVerificationsTitle',
    permission: ['users.read'],
  },
  {
    id: 'verification-fields',
    href: '/admin/verification-fields',
    key: 'adminVerificationFieldsTitle',
    permission: ['users.read'],
  },
  { id: 'members', href: '/admin/members', key: 'adminMembersTitle', permission: ['users.read'] },
  { id: 'staff', href: '/admin/staff', key: 'adminStaffTitle', permission: ['staff.manage'] },
  { id: 'settings', href: '/admin/settings', key: 'adminSettingsTitle', permission: ['settings.read'] },
  { id: 'languages', href: '/admin/languages', key: 'adminLanguagesTitle', permission: ['settings.read'] },
  {
    id: 'categories',
    href: '/admin/categories',
    key: 'adminCategoriesTitle',
    permission: ['catalogue.read'],
  },
  {
    id: 'facilities',
    href: '/admin/facilities',
    key: 'adminFacilitiesTitle',
    permission: ['catalogue.read'],
  },
  { id: 'cities', href: '/admin/cities', key: 'adminCitiesTitle', permission: ['catalogue.read'] },
  {
    id: 'notifications',
    href: '/admin/notifications',
    key: 'adminNotificationsTitle',
    permission: ['users.read'],
  },
  {
    id: 'chat-reports',
    href: '/admin/chat-reports',
    key: 'adminChatReportsTitle',
    permission: ['users.read'],
  },
  {
    id: 'chat-settings',
    href: '/admin/chat-settings',
    key: 'adminChatSettingsTitle',
    permission: ['settings.read'],
  },
  { id: 'audit-log', href: '/admin/audit-log', key: 'adminAuditLogTitle', permission: ['audit.read'] },
];

export async function AdminConsole({
  current,
  title,
  intro,
  t,
  children,
}: {
  current: AdminSection;
  title: string;
  intro?: string;
  t: Translate;
  children: ReactNode;
}) {
  const permissions = await getOperatorPermissions();
  const sections = SECTIONS.filter((section) => section.permission.some((p) => permissions.includes(p)));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16">
      <p className="text-sm font-semibold tracking-wide text-gray-700 uppercase">{t('adminConsoleTitle')}</p>
      <nav aria-label={t('adminConsoleNav')} className="mt-2 border-b border-gray-200">
        <ul className="-mb-px flex flex-wrap gap-x-2">
          {sections.map((section) => (
            <li key={section.id}>
              <Link
                href={section.href}
                prefetch={false}
                aria-current={section.id === current ? 'page' : undefined}
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-medium text-gray-700 hover:text-gray-900 aria-[current=page]:border-(--brand) aria-[current=page]:text-(--brand-ink)"
              >
                {t(section.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-lg text-gray-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
