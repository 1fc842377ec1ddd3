import Link from 'next/link';
import type { ReactNode } from 'react';
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
  | 'settings'
  | 'languages'
  | 'categories'
  | 'facilities'
  | 'cities'
  | 'notifications'
  | 'chat-reports'
  | 'chat-settings';

const SECTIONS: ReadonlyArray<{ id: AdminSection; href: string; key: TranslationKey }> = [
  { id: 'dashboard', href: '/admin', key: 'adminDashboardTitle' },
  { id: 'moderation', href: '/admin/moderation', key: 'adminModerationTitle' },
  { id: 'advertisements', href: '/admin/advertisements', key: 'adminAdsTitle' },
  { id: 'transactions', href: '/admin/transactions', key: 'adminTransactionsTitle' },
  { id: 'packages', href: '/admin/packages', key: 'adminPackagesTitle' },
  { id: 'payment-gateways', href: '/admin/payment-gateways', key: 'adminGatewaysTitle' },
  { id: 'verifications', href: '/admin/verifications', key: 'adminVerificationsTitle' },
  { id: 'verification-fields', href: '/admin/verification-fields', key: 'adminVerificationFieldsTitle' },
  { id: 'settings', href: '/admin/settings', key: 'adminSettingsTitle' },
  { id: 'languages', href: '/admin/languages', key: 'adminLanguagesTitle' },
  { id: 'categories', href: '/admin/categories', key: 'adminCategoriesTitle' },
  { id: 'facilities', href: '/admin/facilities', key: 'adminFacilitiesTitle' },
  { id: 'cities', href: '/admin/cities', key: 'adminCitiesTitle' },
  { id: 'notifications', href: '/admin/notifications', key: 'adminNotificationsTitle' },
  { id: 'chat-reports', href: '/admin/chat-reports', key: 'adminChatReportsTitle' },
  { id: 'chat-settings', href: '/admin/chat-settings', key: 'adminChatSettingsTitle' },
];

export function AdminConsole({
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
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16">
      <p className="text-sm font-semibold tracking-wide text-gray-700 uppercase">{t('adminConsoleTitle')}</p>
      <nav aria-label={t('adminConsoleNav')} className="mt-2 border-b border-gray-200">
        <ul className="-mb-px flex flex-wrap gap-x-2">
          {SECTIONS.map((section) => (
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
