import { adActionsFrom, adStateOf } from '@domus/shared/constants/advertisement-admin.constants';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import { presentAdvertisement } from './advertisement.presenter.js';
import type { AdminAdRow } from './advertisement-admin.repository.js';

export interface AdminAdContext {
  storage: StorageAdapter;
  now: Date;
  /** Latest rejection reason per ad id. */
  reasons: Map<number, { reason: string; created_at: string | null }>;
}

/**
 * An advertisement as operators see it: §2.9, the listing it promotes (title, link, thumbnail,
 * whether it shows promoted now), its owner (null: the operator's own), its state as §4.6's table
 * reads it with the actions that state allows, and the reason of a rejection.
 */
export function presentAdminAd(row: AdminAdRow, ctx: AdminAdContext) {
  const ad = presentAdvertisement(row);
  const project = row.for === 'project';
  const state = adStateOf({ status: ad.status, is_enable: ad.is_enable, end_date: ad.end_date }, ctx.now);
  return {
    ...ad,
    listing: {
      id: project ? row.project_id : row.property_id,
      slug_id: project ? row.project_slug : row.property_slug,
      title: project ? row.project_title : row.property_title,
      image: mediaUrl(ctx.storage, project ? row.project_image : row.property_image),
      is_promoted: Boolean(Number(project ? row.project_promoted : row.property_promoted)),
    },
    owner:
      row.customer_id === null ? null : { id: row.customer_id, name: row.owner_name, email: row.owner_email },
    state,
    actions: adActionsFrom(state),
    reject_reason: ad.status === 2 ? (ctx.reasons.get(row.id) ?? null) : null,
  };
}

export function latestReasons(rows: { entity_id: number; reason: string; created_at: unknown }[]) {
  const out = new Map<number, { reason: string; created_at: string | null }>();
  for (const row of rows) {
    if (!out.has(row.entity_id))
      out.set(row.entity_id, { reason: row.reason, created_at: toIso(row.created_at) });
  }
  return out;
}
