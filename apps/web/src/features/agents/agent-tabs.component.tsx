import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translate.util';
import type { AgentTab } from './agent.types';

// Properties / Projects as links (server-rendered): each tab is its own URL, the current one marked.

export function AgentTabs({
  slug,
  current,
  counts,
  t,
}: {
  slug: string;
  current: AgentTab;
  counts: { properties: number; projects: number };
  t: Translate;
}) {
  const base = `/agents/${encodeURIComponent(slug)}`;
  const tabs: { key: AgentTab; href: string; label: string; count: number }[] = [
    { key: 'properties', href: base, label: t('properties'), count: counts.properties },
    { key: 'projects', href: `${base}?tab=projects`, label: t('projects'), count: counts.projects },
  ];
  return (
    <nav aria-label={t('agentTabs')} className="border-b border-gray-200">
      <ul className="flex gap-2">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                data-testid={`agent-tab-${tab.key}`}
                className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold ${
                  active
                    ? 'border-(--brand) text-(--brand-ink)'
                    : 'border-transparent text-gray-700 hover:text-gray-900'
                }`}
              >
                {tab.label}
                <span className="rounded-full bg-gray-100 px-2 text-sm text-gray-800">{tab.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
