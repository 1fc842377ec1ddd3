import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import { toIso, toNumber } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';
import {
  isPromoted,
  maskMobile,
  type PresentContext,
  parseOptions,
  presentCategoryNested,
  stripHtml,
} from '../listings/listing.presenter.js';
import { storedParameterValue as parameterValue } from '../listings/parameter-values.js';
import type { PropertyRow } from './property.repository.js';
import type { PropertyRelationsRepository } from './property-relations.repository.js';

/**
 * The fields of a property that leave the server. Nothing else does: no
 * client_address outside owner views, no who-favourited, contacts only for signed-in callers.
 */
type Awaited2<T> = T extends Promise<infer U> ? U : T;
type ParamRow = Awaited2<ReturnType<PropertyRelationsRepository['parameters']>>[number];
type FacilityRow = Awaited2<ReturnType<PropertyRelationsRepository['facilities']>>[number];
type GalleryRow = Awaited2<ReturnType<PropertyRelationsRepository['gallery']>>[number];
type DocumentRow = Awaited2<ReturnType<PropertyRelationsRepository['documents']>>[number];
type OwnerRow = Awaited2<ReturnType<PropertyRelationsRepository['owners']>>[number];

export interface PropertyBundle {
  categories: Map<number, Row<'categories'>>;
  gallery: Map<number, GalleryRow[]>;
  documents: Map<number, DocumentRow[]>;
  parameters: Map<number, ParamRow[]>;
  facilities: Map<number, FacilityRow[]>;
  owners: Map<number, OwnerRow>;
  favourites: Set<number>;
  interests: Set<number>;
  reports: Set<number>;
  blockedByMe: Set<number>;
  blockedMe: Set<number>;
}

export function presentPropertyListItem(row: PropertyRow, bundle: PropertyBundle, ctx: PresentContext) {
  const { storage } = ctx;
  const renting = row.property_type === 'rent' || row.property_type === 'rented';
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    title_image: mediaUrl(storage, row.title_image),
    property_type: row.property_type,
    price: toNumber(row.price),
    rentduration: renting ? (row.rentduration ?? 'Monthly') : null,
    category_id: row.category_id,
    category: presentCategoryNested(storage, bundle.categories.get(row.category_id)),
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: toNumber(row.latitude),
    longitude: toNumber(row.longitude),
    added_by: row.owner_id ?? 0,
    is_premium: !!row.is_premium,
    promoted: isPromoted(row, ctx.now),
    favourite_count: row.favourite_count,
    total_view: row.total_view,
    parameters: (bundle.parameters.get(row.id) ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      type_of_parameter: p.type_of_parameter,
      type_values: parseOptions(p.type_values),
      image: mediaUrl(storage, p.image),
      is_required: !!p.is_required,
      value: parameterValue(storage, p.type_of_parameter, p.value),
      // Additions to the contract's shape: which key fact a card shows it as, and an area's unit.
      card_fact: p.card_fact,
      unit: p.unit,
    })),
    assign_facilities: (bundle.facilities.get(row.id) ?? []).map((f) => ({
      id: f.id,
      property_id: f.property_id,
      facility_id: f.facility_id,
      name: f.name,
      image: mediaUrl(storage, f.image),
      distance: Math.round(toNumber(f.distance) * 10) / 10,
    })),
    gallery: (bundle.gallery.get(row.id) ?? []).map((g) => ({
      id: g.id,
      image: g.image.split('/').pop() ?? g.image,
      image_url: mediaUrl(storage, g.image),
    })),
    documents: (bundle.documents.get(row.id) ?? []).map((d) => ({
      id: d.id,
      property_id: d.property_id,
      type: d.type,
      file_name: d.file_name,
      file: mediaUrl(storage, d.file),
    })),
    is_favourite: bundle.favourites.has(row.id),
    post_created: toIso(row.created_at),
  };
}

export function presentPropertyDetail(
  row: PropertyRow,
  bundle: PropertyBundle,
  ctx: PresentContext,
  options: { ownerView?: boolean } = {},
) {
  const item = presentPropertyListItem(row, bundle, ctx);
  const owner = row.owner_id !== null ? bundle.owners.get(row.owner_id) : undefined;
  const isOperator = row.owner_id === null;
  const signedIn = ctx.viewerId !== null;
  const isSelf = ctx.viewerId !== null && ctx.viewerId === row.owner_id;
  const counterpart = row.owner_id ?? 0;
  const memberMobile = owner?.mobile ?? null;
  const ownerBlock = isOperator
    ? {
        customer_id: 0,
        customer_name: ctx.operator.name,
        customer_slug_id: ctx.operator.slug_id,
        profile: ctx.operator.profile,
        email: ctx.operator.email,
        mobile: ctx.operator.mobile,
        is_verified: true,
      }
    : {
        customer_id: owner?.id ?? row.owner_id,
        customer_name: owner?.name ?? null,
        customer_slug_id: owner?.slug_id ?? null,
        profile: mediaUrl(ctx.storage, owner?.profile),
        email: signedIn ? (owner?.email ?? null) : null,
        mobile: signedIn ? (ctx.demoMode && !isSelf ? maskMobile(memberMobile) : memberMobile) : null,
        is_verified: owner?.verification_status === 'success',
      };
  const raw = options.ownerView === true;
  const description = row.description;
  return {
    ...item,
    description,
    three_d_image: mediaUrl(ctx.storage, row.three_d_image),
    video_link: row.video_link,
    status: row.status,
    request_status: row.request_status,
    total_favourite_users: row.favourite_count,
    total_interested_users: row.interested_count,
    is_interested: bundle.interests.has(row.id),
    is_reported: bundle.reports.has(row.id),
    is_admin_listing: isOperator,
    ...ownerBlock,
    is_blocked_by_me: bundle.blockedByMe.has(counterpart),
    is_blocked_by_user: bundle.blockedMe.has(counterpart),
    meta_title: raw ? row.meta_title : row.meta_title || row.title,
    meta_description: raw
      ? row.meta_description
      : row.meta_description || stripHtml(description).slice(0, 160),
    meta_keywords: row.meta_keywords,
    meta_image: raw
      ? mediaUrl(ctx.storage, row.meta_image)
      : mediaUrl(ctx.storage, row.meta_image || row.title_image),
    updated_at: toIso(row.updated_at),
  };
}

/** The teaser a refused premium lookup carries. */
export function presentPremiumPreview(row: PropertyRow, bundle: PropertyBundle, ctx: PresentContext) {
  const detail = presentPropertyDetail(row, bundle, ctx);
  const renting = row.property_type === 'rent' || row.property_type === 'rented';
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    title_image: detail.title_image,
    property_type: row.property_type,
    price: toNumber(row.price),
    rentduration: renting ? detail.rentduration : null,
    city: row.city,
    state: row.state,
    country: row.country,
    category: detail.category,
    is_premium: true,
    meta_title: detail.meta_title,
    meta_description: detail.meta_description,
    meta_image: detail.meta_image,
  };
}
