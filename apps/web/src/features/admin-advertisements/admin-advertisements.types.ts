import type { AdAction, AdState, AdStatusName } from '@domus/shared/constants/advertisement-admin.constants';

// The admin API's advertisement answers (apps/api/src/modules/advertisements/advertisement-admin.presenter.ts).

export interface AdminAdvertisement {
  id: number;
  for: 'property' | 'project';
  type: 'list' | 'slider';
  property_id: number | null;
  project_id: number | null;
  status: number;
  is_enable: boolean;
  start_date: string | null;
  end_date: string | null;
  created_at: string | null;
  listing: {
    id: number | null;
    slug_id: string | null;
    title: string | null;
    image: string | null;
    is_promoted: boolean;
  };
  owner: { id: number; name: string | null; email: string | null } | null;
  state: AdState;
  actions: AdAction[];
  reject_reason: { reason: string; created_at: string | null } | null;
}

export type AdCounts = Record<AdStatusName, number>;
