import 'server-only';
import type { Metadata } from 'next';
import { AgentCard } from '@/components/cards/agent-card.component';
import { PageIntro } from '@/components/ui/page-intro.component';
import { PageLinks, parsePage } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import { AGENTS_PER_PAGE, getAgentList } from './api/get-agent-list';

// The route /agents (app/ only re-exports it): the agents, a page at a time.

type Search = Promise<{ page?: string | string[] }>;

const pathOf = (page: number) => (page > 1 ? `/agents?page=${page}` : '/agents');

export async function agentListMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const [{ t, code }, settings, query] = await Promise.all([getI18n(), getWebSettings(), searchParams]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return pageMetadata({
    title: t('agentsTitle'),
    description: t('agentsPageDescription', { company }),
    path: pathOf(parsePage(query.page)),
    siteName: company,
    locale: code,
  });
}

export async function AgentListRoutePage({ searchParams }: { searchParams: Search }) {
  const page = parsePage((await searchParams).page);
  const [{ t }, settings, agents] = await Promise.all([
    getI18n(),
    getWebSettings(),
    getAgentList(serverRead, page),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  return (
    <>
      <PageIntro title={t('agentsTitle')} intro={t('agentsPageDescription', { company })} />
      <section aria-label={t('agents')} className="mx-auto w-full max-w-7xl px-4 py-8">
        {agents.kind !== 'success' ? (
          <StateNotice
            tone="error"
            title={t('contentErrorTitle')}
            message={agents.kind === 'error' ? agents.body.message : t('errorMessage')}
            action={{ href: pathOf(page), label: t('tryAgain') }}
          />
        ) : agents.body.data.length === 0 ? (
          <StateNotice
            tone="empty"
            title={t('agentsEmpty')}
            action={{
              href: page > 1 ? '/agents' : '/properties',
              label: page > 1 ? t('agentsTitle') : t('properties'),
            }}
          />
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {agents.body.data.map((agent) => (
                <li key={`${agent.id}-${agent.slug_id}`}>
                  <AgentCard agent={agent} t={t} />
                </li>
              ))}
            </ul>
            <PageLinks
              page={page}
              totalPages={Math.ceil((agents.body.total ?? 0) / AGENTS_PER_PAGE)}
              hrefOf={pathOf}
              t={t}
            />
          </>
        )}
      </section>
    </>
  );
}
