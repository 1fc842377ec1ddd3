import type { PropertyDetail } from '@/lib/api-types';

/** A listing as its owner sees it (get-added-properties). */
export interface OwnedProperty extends PropertyDetail {
  status: number;
  request_status: 'pending' | 'approved' | 'rejected';
  total_favourite_users: number;
  total_interested_users: number;
  client_address: string | null;
  reject_reason: { id: number; reason: string; created_at: string } | null;
  is_feature_available: boolean;
  interested_users: { id: number; name: string; profile: string | null }[];
}
