import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The frame of the member's own pages: one h1, the account navigation (profile, agent verification, my
// properties, my projects, my advertisements, favourites, personalised feed, saved searches,
// notifications, subscriptions, transaction history, sessions, delete
// account) and the page's content. Server-rendered; the forms inside are client islands.

export type AccountSection =
  | 'profile'
  | 'verification'
  | 'listings'
  | 'projects'
  | 'advertisements'
  | 'favourites'
  | 'personalised'
  | 'savedSearches'
  | 'notifications'
  | 'subscriptions'
  | 'transactions'
  | 'sessions'
  | 'delete';

const SECTIONS: ReadonlyArray<{ id: AccountSection; href: string; key: TranslationKey }> = [
  { id: 'profile', href: '/user/profile', key: 'accountProfileTitle' },
  { id: 'verification', href: '/user/agent-verification', key: 'accountVerificationTitle' },
  { id: 'listings', href: '/user/my-properties', key: 'myPropertiesTitle' },
  { id: 'projects', href: '/user/my-projects', key: 'myProjectsTitle' },
  { id: 'advertisements', href: '/user/advertisement', key: 'myAdvertisementsTitle' },
  { id: 'favourites', href: '/user/favourites', key: 'favouritesTitle' },
  { id: 'personalised', href: '/user/personalised-feed', key: 'personalisedFeedTitle' },
  { id: 'savedSearches', href: '/user/saved-searches', key: 'savedSearchesTitle' },
  { id: 'notifications', href: '/user/notifications', key: 'notificationsTitle' },
  { id: 'subscriptions', href: '/user/subscriptions', key: 'accountSubscriptionsTitle' },
  { id: 'transactions', href: '/user/transaction-history', key: 'transactionsTitle' },
  { id: 'sessions', href: '/user/sessions', key: 'accountSessionsTitle' },
  { id: 'delete', href: '/user/delete-account', key: 'accountDeleteTitle' },
];

export function AccountPage({
  current,
  title,
  intro,
  t,
  children,
}: {
  current: AccountSection;
  title: string;
  intro?: string;
  t: Translate;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-lg text-gray-700">{intro}</p> : null}
      <nav aria-label={t('accountNavLabel')} className="mt-6 border-b border-gray-200 print:hidden">
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
      <div className="mt-8">{children}</div>
    </div>
  );
}
