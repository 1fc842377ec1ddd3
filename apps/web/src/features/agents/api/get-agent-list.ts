import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';
import type { AgentListItem } from '@/lib/api-types';

export const AGENTS_PER_PAGE = 12;

/** `agent-list`: one page of agents. */
export function getAgentList(read: ApiRead, page: number) {
  return read<AgentListItem[]>('agent-list', {
    offset: (page - 1) * AGENTS_PER_PAGE,
    limit: AGENTS_PER_PAGE,
  });
}

export function agentListQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['agent-list', page],
    queryFn: () => dataOf(getAgentList(browserRead, page)),
  });
}
