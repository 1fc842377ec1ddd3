import type { ProjectDetail } from '@/lib/api-types';

/** A project as its owner sees it (get-added-projects, post_project). */
export interface OwnedProject extends ProjectDetail {
  status: number;
  request_status: 'pending' | 'approved' | 'rejected';
  reject_reason: { id: number; reason: string; created_at: string } | null;
  is_feature_available: boolean;
}
