import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import type { OperatorProfile } from '../listings/operator.js';
import { storedParameterValue } from '../listings/parameter-values.js';
import type { OwnerRow, ProjectRecord, PropertyRecord } from './listing-admin.repository.js';

/** The owner as the console shows it: the member, or the operator (id 0) for operator listings. */
function ownerOf(owner: OwnerRow | undefined, operator: OperatorProfile) {
  if (!owner) return { id: 0, name: operator.name, email: operator.email };
  return { id: owner.id, name: owner.name, email: owner.email };
}

/**
 * A property as the operator edits it (admin/properties/{id}): every form field, its stored
 * files by id (what `remove_*` names), its owner and moderation state.
 */
export function presentAdminProperty(
  record: PropertyRecord,
  storage: StorageAdapter,
  operator: OperatorProfile,
) {
  const { row } = record;
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    property_type: row.property_type,
    price: Number(row.price),
    rentduration: row.rentduration,
    address: row.address,
    client_address: row.client_address,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    video_link: row.video_link,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    is_premium: Number(row.is_premium) === 1,
    title_image: mediaUrl(storage, row.title_image),
    three_d_image: mediaUrl(storage, row.three_d_image),
    meta_image: mediaUrl(storage, row.meta_image),
    gallery: record.images.map((i) => ({ id: i.id, image_url: mediaUrl(storage, i.image) })),
    documents: record.documents.map((d) => ({
      id: d.id,
      file: mediaUrl(storage, d.file),
      file_name: d.file_name,
      type: d.type,
    })),
    // In the shapes the member's edit form reads (the owner view): parameters by `id` with their
    // type, facilities as `assign_facilities`, gallery photos with `image_url`.
    parameters: record.parameters.map((p) => ({
      id: p.parameter_id,
      type_of_parameter: p.type_of_parameter,
      value: storedParameterValue(storage, p.type_of_parameter, p.value),
    })),
    assign_facilities: record.facilities.map((f) => ({
      facility_id: f.facility_id,
      distance: Number(f.distance),
    })),
    owner: ownerOf(record.owner, operator),
    is_admin_listing: row.owner_id === null,
    request_status: row.request_status,
    status: Number(row.status),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** A project as the operator edits it (admin/projects/{id}). */
export function presentAdminProject(
  record: ProjectRecord,
  storage: StorageAdapter,
  operator: OperatorProfile,
) {
  const { row } = record;
  return {
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    type: row.type,
    location: row.location,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    video_link: row.video_link,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    image: mediaUrl(storage, row.image),
    meta_image: mediaUrl(storage, row.meta_image),
    // In the shapes the member's project form reads (the owner view of get-added-projects).
    gallery_images: record.images.map((i) => ({
      id: i.id,
      name: mediaUrl(storage, i.image),
      type: 'image' as const,
    })),
    documents: record.documents.map((d) => ({
      id: d.id,
      name: mediaUrl(storage, d.file),
      type: 'doc' as const,
    })),
    plans: record.plans.map((p) => ({ id: p.id, title: p.title, document: mediaUrl(storage, p.document) })),
    owner: ownerOf(record.owner, operator),
    is_admin_listing: row.owner_id === null,
    request_status: row.request_status,
    status: Number(row.status),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export type AdminProperty = ReturnType<typeof presentAdminProperty>;
export type AdminProject = ReturnType<typeof presentAdminProject>;

/** The audited state: the record's own values (files by key-derived address), no timestamps. */
export function auditedListing(record: AdminProperty | AdminProject): Record<string, unknown> {
  const { updated_at: _u, created_at: _c, owner: _o, ...rest } = record;
  return rest;
}

/** Before → after of the fields an edit changed (the audit log keeps only those). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    from[key] = before[key];
    to[key] = after[key];
  }
  return { before: from, after: to };
}
