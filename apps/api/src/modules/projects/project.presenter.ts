import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import { toIso, toNumber } from '../../db/dialect.js';
import {
  isPromoted,
  maskMobile,
  type PresentContext,
  presentCategoryNested,
  stripHtml,
} from '../listings/listing.presenter.js';
import type { ProjectRow } from './project.repository.js';
import type { ProjectBundle } from './project-bundle.js';

/**
 * The fields of a project that leave the server. Members' contacts only for
 * signed-in callers; the operator's company contacts always.
 */

function customer(row: ProjectRow, bundle: ProjectBundle, ctx: PresentContext) {
  if (row.owner_id === null) {
    const op = ctx.operator;
    return {
      id: 0,
      name: op.name,
      slug_id: op.slug_id,
      profile: op.profile,
      email: op.email,
      mobile: op.mobile,
      is_verified: true,
    };
  }
  const owner = bundle.owners.get(row.owner_id);
  const signedIn = ctx.viewerId !== null;
  const isSelf = ctx.viewerId === row.owner_id;
  const mobile = owner?.mobile ?? null;
  return {
    id: row.owner_id,
    name: owner?.name ?? null,
    slug_id: owner?.slug_id ?? null,
    profile: mediaUrl(ctx.storage, owner?.profile),
    email: signedIn ? (owner?.email ?? null) : null,
    // Demo mode masks other members' numbers, as on property details.
    mobile: signedIn ? (ctx.demoMode && !isSelf ? maskMobile(mobile) : mobile) : null,
    is_verified: owner?.verification_status === 'success',
  };
}

export function presentProjectListItem(row: ProjectRow, bundle: ProjectBundle, ctx: PresentContext) {
  const { storage } = ctx;
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    type: row.type,
    image: mediaUrl(storage, row.image),
    location: row.location,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: toNumber(row.latitude),
    longitude: toNumber(row.longitude),
    category_id: row.category_id,
    category: presentCategoryNested(storage, bundle.categories.get(row.category_id)),
    added_by: row.owner_id ?? 0,
    is_admin_listing: row.owner_id === null,
    status: row.status,
    request_status: row.request_status,
    is_promoted: isPromoted(row, ctx.now),
    gallery_images: (bundle.images.get(row.id) ?? []).map((g) => ({
      id: g.id,
      name: mediaUrl(storage, g.image),
      type: 'image' as const,
    })),
    customer: customer(row, bundle, ctx),
    created_at: toIso(row.created_at),
  };
}

/** Public meta values: stored ones, else the title, the description's text and the cover image. */
function effectiveMeta(row: ProjectRow, ctx: PresentContext) {
  return {
    meta_title: row.meta_title || row.title,
    meta_description: row.meta_description || stripHtml(row.description).slice(0, 160),
    meta_image: mediaUrl(ctx.storage, row.meta_image || row.image),
  };
}

/** `ownerView`: the stored SEO fields as they are (the owner's form shows what they typed). */
export function presentProjectDetail(
  row: ProjectRow,
  bundle: ProjectBundle,
  ctx: PresentContext,
  options: { ownerView?: boolean } = {},
) {
  const item = presentProjectListItem(row, bundle, ctx);
  const address =
    row.owner_id === null ? ctx.operator.address : (bundle.owners.get(row.owner_id)?.address ?? null);
  const meta = options.ownerView
    ? {
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        meta_image: mediaUrl(ctx.storage, row.meta_image),
      }
    : effectiveMeta(row, ctx);
  return {
    ...item,
    customer: { ...item.customer, address },
    description: row.description,
    video_link: row.video_link,
    total_click: row.total_click,
    documents: (bundle.documents.get(row.id) ?? []).map((d) => ({
      id: d.id,
      name: mediaUrl(ctx.storage, d.file),
      type: 'doc' as const,
    })),
    plans: (bundle.plans.get(row.id) ?? []).map((p) => ({
      id: p.id,
      title: p.title,
      document: mediaUrl(ctx.storage, p.document),
    })),
    meta_title: meta.meta_title,
    meta_description: meta.meta_description,
    meta_keywords: row.meta_keywords,
    meta_image: meta.meta_image,
    updated_at: toIso(row.updated_at),
  };
}

/** The teaser a refused project detail carries: card fields and meta tags only. */
export function presentProjectPreview(row: ProjectRow, bundle: ProjectBundle, ctx: PresentContext) {
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    image: mediaUrl(ctx.storage, row.image),
    type: row.type,
    city: row.city,
    state: row.state,
    country: row.country,
    category: presentCategoryNested(ctx.storage, bundle.categories.get(row.category_id)),
    ...effectiveMeta(row, ctx),
  };
}
