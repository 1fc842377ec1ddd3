import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso, toNumber } from '../../db/dialect.js';
import { REQUEST_STATUS } from '../listings/listing-status.js';
import type { OperatorProfile } from '../listings/operator.js';
import type { ProjectQueueRow, PropertyQueueRow } from './moderation.repository.js';

/** The latest reason of a rejected listing, as the owner sees it in get-added-properties. */
export interface RejectReason {
  id: number;
  reason: string;
  created_at: string | null;
}

export interface PreviewContext {
  storage: StorageAdapter;
  operator: OperatorProfile;
  /** Latest reason per listing id. */
  reasons: Map<number, RejectReason>;
}

type Shared = PropertyQueueRow | ProjectQueueRow;

/** What both previews show: where it is, whose it is, and its moderation state. */
function common(row: Shared, ctx: PreviewContext) {
  const operator = row.owner_id === null || row.owner_id === 0;
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    category: { id: row.category_id, category: row.category_name },
    city: row.city,
    state: row.state,
    country: row.country,
    // The owner's contact is what an operator needs to follow up; the operator's own listings
    // show the company as owner (id 0), as everywhere else.
    owner: operator
      ? { id: 0, name: ctx.operator.name, email: ctx.operator.email }
      : { id: row.owner_id as number, name: row.owner_name ?? null, email: row.owner_email ?? null },
    status: toNumber(row.status),
    request_status: row.request_status,
    reject_reason: row.request_status === REQUEST_STATUS.rejected ? (ctx.reasons.get(row.id) ?? null) : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** A property in the moderation queue: enough to judge it at a glance and open it. */
export function presentPropertyPreview(row: PropertyQueueRow, ctx: PreviewContext) {
  const { status, request_status, reject_reason, created_at, updated_at, owner, ...place } = common(row, ctx);
  return {
    ...place,
    title_image: mediaUrl(ctx.storage, row.title_image),
    price: toNumber(row.price),
    property_type: row.property_type,
    rentduration: row.rentduration,
    is_premium: toNumber(row.is_premium),
    owner,
    status,
    request_status,
    reject_reason,
    created_at,
    updated_at,
  };
}

/** A project in the moderation queue. */
export function presentProjectPreview(row: ProjectQueueRow, ctx: PreviewContext) {
  const { status, request_status, reject_reason, created_at, updated_at, owner, ...place } = common(row, ctx);
  return {
    ...place,
    image: mediaUrl(ctx.storage, row.image),
    type: row.type,
    owner,
    status,
    request_status,
    reject_reason,
    created_at,
    updated_at,
  };
}
