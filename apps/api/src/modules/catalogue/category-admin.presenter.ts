import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import type { CategoryRow } from './category.repository.js';
import type { AdminParameterRow } from './category-admin.repository.js';

function optionsOf(raw: string | null): string[] | null {
  if (raw === null || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/**
 * A category as operators see it: the public fields (§2.2) plus its active switch, its order,
 * its parameters in order with their required flag, and how many listings and projects use it
 * (such a category cannot be deleted).
 */
export function presentAdminCategory(
  storage: StorageAdapter,
  row: CategoryRow,
  parameters: AdminParameterRow[],
  used: number,
) {
  return {
    id: row.id,
    category: row.category,
    slug_id: row.slug_id,
    image: row.image,
    /** The icon's address for the console; `image` is the stored key the audit log keeps. */
    image_url: mediaUrl(storage, row.image),
    active: Number(row.status) === 1,
    sequence: Number(row.sequence),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    parameters: parameters.map((p) => ({
      id: p.id,
      name: p.name,
      type_of_parameter: p.type_of_parameter,
      type_values: optionsOf(p.type_values),
      image: p.image,
      is_required: p.is_required === 1,
    })),
    in_use: used,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export type AdminCategory = ReturnType<typeof presentAdminCategory>;

/** What the audit log keeps of a category before and after a write: its editable fields. */
export function auditedCategory(presented: AdminCategory) {
  const { id: _id, in_use: _used, image_url: _url, created_at: _c, updated_at: _u, ...editable } = presented;
  return editable;
}
