import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getOperatorPermissions } from '@/components/access/operator-access.server';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The frame of the admin console's pages: the console's name, its sections (moderation is the
// first; settings, accounts and the audit log join here) and the page's content. Server-rendered,
// and only under /admin, so none of it reaches a public page.

export type AdminSection =
  | 'moderation'
  | 'packages'
  | 'payment-gateways'
  | 'transactions'
  | 'advertisements'
  | 'verifications'
  | 'verification-fields'
  | 'members'
  | 'staff';

// Each section is listed only for an operator whose role grants the permission its page reads with.
const SECTIONS: ReadonlyArray<{
  id: AdminSection;
  href: string;
  key: TranslationKey;
  permission: AdminPermission;
}> = [
  { id: 'moderation', href: '/admin', key: 'adminModerationTitle', permission: 'listings.read' },
  { id: 'advertisements', href: '/admin/advertisements', key: 'adminAdsTitle', permission: 'listings.read' },
  {
    id: 'transactions',
    href: '/admin/transactions',
    key: 'adminTransactionsTitle',
    permission: 'payments.read',
  },
  { id: 'packages', href: '/admin/packages', key: 'adminPackagesTitle', permission: 'payments.read' },
  {
    id: 'payment-gateways',
    href: '/admin/payment-gateways',
    key: 'adminGatewaysTitle',
    permission: 'payments.read',
  },
  {
    id: 'verifications',
    href: '/admin/verifications',
    key: 'adminVerificationsTitle',
    permission: 'users.read',
  },
  {
    id: 'verification-fields',
    href: '/admin/verification-fields',
    key: 'adminVerificationFieldsTitle',
    permission: 'users.read',
  },
  { id: 'members', href: '/admin/members', key: 'adminMembersTitle', permission: 'users.read' },
  { id: 'staff', href: '/admin/staff', key: 'adminStaffTitle', permission: 'staff.manage' },
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
  const sections = SECTIONS.filter((section) => permissions.includes(section.permission));
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
