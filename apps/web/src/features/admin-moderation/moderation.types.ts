import type { ModerationState } from '@domus/shared/constants/moderation.constants';
import type { PropertyType, RentDuration } from '@/lib/api-types';

// The admin API's moderation answers (apps/api/src/modules/moderation/moderation.presenter.ts).

/** The queue's two tabs, named as their API paths: admin/properties, admin/projects. */
export type ModerationKind = 'properties' | 'projects';

export interface ModerationOwner {
  /** 0: the operator's own listing. */
  id: number;
  name: string | null;
  email: string | null;
}

interface PreviewBase {
  id: number;
  slug_id: string;
  title: string;
  category: { id: number; category: string };
  city: string;
  state: string;
  country: string;
  owner: ModerationOwner;
  status: number;
  request_status: ModerationState;
  reject_reason: { id: number; reason: string; created_at: string | null } | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface PropertyPreview extends PreviewBase {
  title_image: string | null;
  price: number;
  property_type: PropertyType;
  rentduration: RentDuration | null;
}

export interface ProjectPreview extends PreviewBase {
  image: string | null;
  type: 'under_construction' | 'upcoming';
}

export type ModerationPreview = PropertyPreview | ProjectPreview;

export interface ModerationCounts {
  pending_properties: number;
  pending_projects: number;
}
