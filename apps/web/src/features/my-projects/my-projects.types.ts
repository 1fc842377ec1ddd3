import type { OwnerAdvertisement } from '@/components/featuring/advertisement.types';
import type { ProjectDetail } from '@/lib/api-types';

/** A project as its owner sees it (get-added-projects, post_project). */
export interface OwnedProject extends ProjectDetail {
  category_id: number;
  status: number;
  request_status: 'pending' | 'approved' | 'rejected';
  /** How often its page was opened (contract §4.24). */
  total_click: number;
  reject_reason: { id: number; reason: string; created_at: string } | null;
  is_feature_available: boolean;
  /** The latest advertisement of the project (any status), or null. */
  advertisement: OwnerAdvertisement | null;
}
