import Link from 'next/link';
import type { ReactNode } from 'react';
import { getOperatorPermissions } from '@/components/access/operator-access.server';
import type { Translate } from '@/lib/i18n/translate.util';
import { type AdminSection, type Section, visibleGroups } from './admin-sections';

export type { AdminSection } from './admin-sections';

// The frame of the admin console's pages: the console's name, its navigation (sections in groups,
// only those the operator's role may open) and the page's content. Server-rendered without client
// code, and only under /admin, so none of it reaches a public page. Wide screens show the
// navigation as a sidebar; narrower ones (tablets) fold it into a disclosure above the page, which
// works without JavaScript. Only one of the two renderings is displayed at a time, so keyboard and
// screen-reader users meet each link once.

type Groups = ReturnType<typeof visibleGroups>;

function NavGroups({
  groups,
  current,
  t,
  idPrefix,
}: {
  groups: Groups;
  current: AdminSection;
  t: Translate;
  idPrefix: string;
}) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <div key={group.key}>
          <p
            id={`${idPrefix}-${group.key}`}
            className="px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase"
          >
            {t(group.key)}
          </p>
          <ul aria-labelledby={`${idPrefix}-${group.key}`} className="mt-1">
            {group.sections.map((section: Section) => (
              <li key={section.id}>
                <Link
                  href={section.href}
                  prefetch={false}
                  aria-current={section.id === current ? 'page' : undefined}
                  className="flex min-h-11 items-center rounded-md border-s-4 border-transparent px-3 font-medium text-gray-700 hover:bg-gray-50 hover:text-gray-900 aria-[current=page]:border-(--brand) aria-[current=page]:bg-gray-50 aria-[current=page]:text-(--brand-ink)"
                >
                  {t(section.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

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
  const groups = visibleGroups(await getOperatorPermissions());
  const currentSection = groups.flatMap((group) => group.sections).find((section) => section.id === current);
  return (
    <div className="mx-auto w-full max-w-screen-2xl px-4 pt-8 pb-16 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
      <nav
        aria-label={t('adminConsoleNav')}
        className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto lg:pe-1"
      >
        <p className="text-sm font-semibold tracking-wide text-gray-700 uppercase">
          {t('adminConsoleTitle')}
        </p>
        <details className="mt-2 rounded-md border border-gray-200 lg:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-gray-900">
            {t('adminNavMenu')}
            {currentSection ? <span className="ms-2 text-gray-700">· {t(currentSection.key)}</span> : null}
          </summary>
          <div className="border-t border-gray-200 p-2">
            <NavGroups groups={groups} current={current} t={t} idPrefix="nav-folded" />
          </div>
        </details>
        <div className="mt-4 hidden lg:block">
          <NavGroups groups={groups} current={current} t={t} idPrefix="nav-side" />
        </div>
      </nav>
      <div className="min-w-0">
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900 lg:mt-0">{title}</h1>
        {intro ? <p className="mt-2 max-w-3xl text-lg text-gray-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
