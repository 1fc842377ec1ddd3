import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ProjectCard } from '@/components/cards/project-card.component';
import { PropertyCard } from '@/components/cards/property-card.component';
import { PageLinks, parsePage } from '@/components/ui/page-links.component';
import { StateNotice } from '@/components/ui/state-notice.component';
import { getI18n } from '@/lib/i18n/server-i18n';
import { pathSegment } from '@/lib/path-segment.util';
import { priceFormatOptions } from '@/lib/price-label.util';
import { pageMetadata } from '@/lib/seo/page-metadata.util';
import { getWebSettings, serverRead } from '@/lib/server-api';
import { companyNameOf } from '@/lib/settings.util';
import type { AgentTab } from './agent.types';
import { AgentProfileHeader } from './agent-profile.component';
import { AgentTabs } from './agent-tabs.component';
import { AGENT_LISTINGS_PER_PAGE, getAgentProperties } from './api/get-agent-properties';

// The route /agents/{slug} (app/agents/[slug] only re-exports these): the agent's profile and one
// page of their properties or projects (`?tab=projects`, `?page=`), an unknown agent a real 404.

type Params = Promise<{ slug: string }>;
type Search = Promise<{ tab?: string | string[]; page?: string | string[] }>;

function tabOf(value: string | string[] | undefined): AgentTab {
  return (Array.isArray(value) ? value[0] : value) === 'projects' ? 'projects' : 'properties';
}

function pathOf(slug: string, tab: AgentTab, page: number): string {
  const params = new URLSearchParams();
  if (tab === 'projects') params.set('tab', 'projects');
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/agents/${encodeURIComponent(slug)}${qs ? `?${qs}` : ''}`;
}

export async function agentMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Search;
}): Promise<Metadata> {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const tab = tabOf(query.tab);
  const page = parsePage(query.page);
  const [result, settings, { t, code }] = await Promise.all([
    getAgentProperties(serverRead, slug, tab, page),
    getWebSettings(),
    getI18n(),
  ]);
  const company = companyNameOf(settings.kind === 'success' ? settings.body.data : null);
  // Thrown here too: crawlers get blocking metadata, so an unknown agent answers them a real 404.
  if (result.kind === 'error' && (result.status === 404 || result.status === 400)) notFound();
  if (result.kind !== 'success') return { title: t('agentsTitle') };
  const agent = result.body.data.customer_data;
  return pageMetadata({
    title: agent.name,
    description: agent.about_me || t('agentProfileDescription', { name: agent.name, company }),
    image: agent.profile,
    path: pathOf(agent.slug_id, tab, page),
    siteName: company,
    locale: code,
    type: 'website',
  });
}

export async function AgentRoutePage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const tab = tabOf(query.tab);
  const page = parsePage(query.page);
  const [result, settings, { t }] = await Promise.all([
    getAgentProperties(serverRead, slug, tab, page),
    getWebSettings(),
    getI18n(),
  ]);
  if (result.kind === 'error' && (result.status === 404 || result.status === 400)) notFound();
  if (result.kind !== 'success') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('agentsTitle')}</h1>
        <StateNotice
          tone="error"
          title={t('contentErrorTitle')}
          message={result.kind === 'error' ? result.body.message : t('errorMessage')}
          action={{ href: pathOf(slug, tab, page), label: t('tryAgain') }}
        />
      </div>
    );
  }
  const data = result.body.data;
  const agent = data.customer_data;
  const settingsData = settings.kind === 'success' ? settings.body.data : null;
  const placeholder = settingsData?.web_placeholder_logo ?? settingsData?.img_placeholder ?? null;
  const priceOptions = priceFormatOptions(settingsData);
  const total = result.body.total ?? 0;
  const projectsLocked = tab === 'projects' && !(data.package_available && data.feature_available);
  const premiumHidden =
    tab === 'properties' && !(data.package_available && data.feature_available)
      ? data.premium_properties_count
      : 0;

  return (
    <>
      <AgentProfileHeader agent={agent} t={t} />
      <section aria-labelledby="agent-listings" className="mx-auto w-full max-w-7xl px-4 py-8">
        <h2 id="agent-listings" className="sr-only">
          {t('agentTabs')}
        </h2>
        <AgentTabs
          slug={agent.slug_id}
          current={tab}
          counts={{ properties: agent.property_count, projects: agent.projects_count }}
          t={t}
        />
        <div className="pt-6" data-testid={`agent-${tab}`}>
          {tab === 'projects' && projectsLocked ? (
            <div
              role="status"
              className="rounded-xl border border-amber-300 bg-amber-50 p-6"
              data-testid="projects-locked"
            >
              <p className="font-semibold text-gray-900">
                {total === 1 ? t('projectCountOne') : t('projectCount', { count: total })}
              </p>
              <p className="mt-1 text-gray-800">{t('agentProjectsLocked')}</p>
              <Link
                href="/subscription-plan"
                className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
              >
                {t('viewPlans')}
              </Link>
            </div>
          ) : tab === 'projects' ? (
            data.projects_data.length === 0 ? (
              <StateNotice
                tone="empty"
                title={t('agentNoProjects')}
                action={{ href: '/projects', label: t('projectsPageTitle') }}
              />
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {data.projects_data.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} placeholder={placeholder} t={t} />
                  </li>
                ))}
              </ul>
            )
          ) : data.properties_data.length === 0 ? (
            <StateNotice
              tone="empty"
              title={t('agentNoProperties')}
              action={{ href: '/properties', label: t('properties') }}
            />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {data.properties_data.map((property) => (
                <li key={property.id}>
                  <PropertyCard
                    property={property}
                    priceOptions={priceOptions}
                    placeholder={placeholder}
                    t={t}
                  />
                </li>
              ))}
            </ul>
          )}
          {premiumHidden > 0 ? (
            <p className="mt-6 text-gray-800">
              {t('premiumHiddenNote', { count: premiumHidden })}{' '}
              <Link
                href="/subscription-plan"
                className="inline-flex min-h-6 items-center font-semibold text-(--brand-ink) underline"
              >
                {t('viewPlans')}
              </Link>
            </p>
          ) : null}
          {projectsLocked ? null : (
            <PageLinks
              page={page}
              totalPages={Math.ceil(total / AGENT_LISTINGS_PER_PAGE)}
              hrefOf={(p) => pathOf(agent.slug_id, tab, p)}
              t={t}
            />
          )}
        </div>
      </section>
    </>
  );
}

/**
 * The existence check lives in the segment's layout as well as the page: a layout renders outside
 * its own segment's loading boundary, so once no loading.tsx sits above this route an unknown agent
 * answers a real 404 status (the page alone can only mark the streamed answer noindex).
 */
export async function AgentRouteLayout({ children, params }: { children: ReactNode; params: Params }) {
  const slug = pathSegment((await params).slug);
  const result = await getAgentProperties(serverRead, slug, 'properties', 1);
  if (result.kind === 'error' && (result.status === 404 || result.status === 400)) notFound();
  return children;
}
