import type { ProjectDetail } from '@/lib/api-types';

/** A project as its owner edits it: the owner view of get-added-projects (contract §2.8). */
export interface EditableProject extends ProjectDetail {
  category_id: number;
  status: number;
  request_status: 'pending' | 'approved' | 'rejected';
}

/** The console's operator form: where it saves (admin/projects…) and what it asks besides. */
export interface OperatorProjectTarget {
  target: { call: string; method: 'POST' | 'PATCH' };
  /** A member's project: the reason sent to its owner is asked for, and required. */
  askReason: boolean;
  /** The console's projects address: a save leads to `<base>/<id>/edit`. */
  doneBase: string;
}
