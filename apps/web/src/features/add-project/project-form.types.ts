import type { ProjectDetail } from '@/lib/api-types';

/** A project as its owner edits it: the owner view of get-added-projects (contract §2.8). */
export interface EditableProject extends ProjectDetail {
  category_id: number;
  status: number;
  request_status: 'pending' | 'approved' | 'rejected';
}
