import type { OwnerAdvertisement } from '@/components/featuring/advertisement.types';
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
  /** The latest advertisement of the listing (any status), or null. */
  advertisement: OwnerAdvertisement | null;
  interested_users: { id: number; name: string; profile: string | null }[];
}
