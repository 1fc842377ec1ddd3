import type { ProjectListItem, PropertyListItem } from '@/lib/api-types';

/** An agent's profile as `agent-properties` answers it (`data.customer_data`). */
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
