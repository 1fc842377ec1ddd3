import 'server-only';
import type { ApiResult } from '@/lib/api-client';
import type { AgentListItem, ProjectListItem, PropertyListItem } from '@/lib/api-types';
import { getApiRead } from '@/lib/server-api';

export const AGENTS_PER_PAGE = 12;
export const AGENT_LISTINGS_PER_PAGE = 12;

/** §2.14 agent profile (`agent-properties.data.customer_data`). */
export interface AgentProfile {
  id: number;
  slug_id: string;
  name: string;
  profile: string | null;
  email: string | null;
  mobile: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  about_me: string | null;
  facebook_id: string | null;
  twiiter_id: string | null;
  instagram_id: string | null;
  youtube_id: string | null;
  property_count: number;
  projects_count: number;
  total_count: number;
  is_verify: boolean;
  is_admin: boolean;
}

export interface AgentPropertiesData {
  customer_data: AgentProfile;
  properties_data: PropertyListItem[];
  projects_data: ProjectListItem[];
  premium_properties_count: number;
  package_available: boolean;
  feature_available: boolean;
}

export type AgentTab = 'properties' | 'projects';

export function getAgents(page: number): Promise<ApiResult<AgentListItem[]>> {
  const query = new URLSearchParams({
    offset: String((page - 1) * AGENTS_PER_PAGE),
    limit: String(AGENTS_PER_PAGE),
  });
  return getApiRead<AgentListItem[]>('agent-list', query.toString());
}

export function getAgentProfile(
  slug: string,
  tab: AgentTab,
  page: number,
): Promise<ApiResult<AgentPropertiesData>> {
  const query = new URLSearchParams({
    slug_id: slug,
    offset: String((page - 1) * AGENT_LISTINGS_PER_PAGE),
    limit: String(AGENT_LISTINGS_PER_PAGE),
  });
  if (tab === 'projects') query.set('is_projects', '1');
  return getApiRead<AgentPropertiesData>('agent-properties', query.toString());
}
