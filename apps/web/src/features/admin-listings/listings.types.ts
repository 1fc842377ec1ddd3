import type { ModerationState } from '@domus/shared/constants/moderation.constants';
import type { PropertyType, RentDuration } from '@/lib/api-types';

// The admin API's listings tables (apps/api/src/modules/moderation): the moderation previews with
// the property's premium flag, and the tab counts of admin/listing-counts.

export type ListingsKind = 'properties' | 'projects';

interface RowBase {
  id: number;
  slug_id: string;
  title: string;
  category: { id: number; category: string };
  city: string;
  /** 0: the operator's own listing. */
  owner: { id: number; name: string | null; email: string | null };
  status: number;
  request_status: ModerationState;
  reject_reason: { id: number; reason: string; created_at: string | null } | null;
  created_at: string | null;
}

export interface PropertyRow extends RowBase {
  price: number;
  property_type: PropertyType;
  rentduration: RentDuration | null;
  is_premium: number;
}

export interface ProjectRow extends RowBase {
  type: 'under_construction' | 'upcoming';
}

export type ListingRow = PropertyRow | ProjectRow;

export interface TabCounts {
  pending: number;
  approved: number;
  rejected: number;
  all: number;
  active: number;
  inactive: number;
}

export interface ListingCounts {
  properties: TabCounts;
  projects: TabCounts;
}

/** The answer of a bulk decision: each id's outcome. */
export interface BulkAnswer {
  results: { id: number; ok: boolean; code: string | null }[];
  succeeded: number;
  failed: number;
}
