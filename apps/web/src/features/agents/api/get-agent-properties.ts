import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { AgentPropertiesData, AgentTab } from '../agent.types';

export const AGENT_LISTINGS_PER_PAGE = 12;

/** `agent-properties`: the agent's profile and one page of their properties or projects. */
export function getAgentProperties(read: ApiRead, slug: string, tab: AgentTab, page: number) {
  return read<AgentPropertiesData>('agent-properties', {
    slug_id: slug,
    offset: (page - 1) * AGENT_LISTINGS_PER_PAGE,
    limit: AGENT_LISTINGS_PER_PAGE,
    is_projects: tab === 'projects' ? 1 : undefined,
  });
}

export function agentPropertiesQueryOptions(slug: string, tab: AgentTab, page: number) {
  return queryOptions({
    queryKey: ['agent-properties', slug, tab, page],
    queryFn: () => dataOf(getAgentProperties(browserRead, slug, tab, page)),
  });
}
