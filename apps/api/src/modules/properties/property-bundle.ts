import { DEFAULT_LANGUAGE } from '../../lib/caller-language.js';
import { localise } from '../../lib/translations.js';
import type { PropertyBundle } from './property.presenter.js';
import type { PropertyRow } from './property.repository.js';
import type { PropertyRelationsRepository } from './property-relations.repository.js';

function groupBy<T extends { property_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.property_id);
    if (list) list.push(row);
    else map.set(row.property_id, [row]);
  }
  return map;
}

/** Loads every relation a page of listings needs, one query per relation, in parallel. */
export async function loadPropertyBundle(
  relations: PropertyRelationsRepository,
  rows: PropertyRow[],
  viewerId: number | null,
  options: { detail: boolean; language?: string },
): Promise<PropertyBundle> {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.category_id))];
  const ownerIds = [...new Set(rows.map((r) => r.owner_id).filter((id): id is number => id !== null))];
  const counterpartIds = [...new Set(rows.map((r) => r.owner_id ?? 0))];
  const empty = new Set<number>();
  const [
    categories,
    gallery,
    documents,
    parameters,
    facilities,
    owners,
    favourites,
    interests,
    reports,
    blocks,
  ] = await Promise.all([
    relations.categories(categoryIds),
    relations.gallery(ids),
    relations.documents(ids),
    relations.parameters(ids),
    relations.facilities(ids),
    options.detail ? relations.owners(ownerIds) : Promise.resolve([]),
    viewerId !== null ? relations.markedBy('favourites', viewerId, ids) : Promise.resolve(empty),
    viewerId !== null && options.detail
      ? relations.markedBy('interests', viewerId, ids)
      : Promise.resolve(empty),
    viewerId !== null && options.detail
      ? relations.markedBy('reports', viewerId, ids)
      : Promise.resolve(empty),
    viewerId !== null && options.detail ? relations.blocks(viewerId, counterpartIds) : Promise.resolve([]),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.id, localise(c, language, ['category'])])),
    gallery: groupBy(gallery),
    documents: groupBy(documents),
    parameters: groupBy(parameters.map((p) => localise(p, language, ['name']))),
    facilities: groupBy(facilities),
    owners: new Map(owners.map((o) => [o.id, o])),
    favourites,
    interests,
    reports,
    blockedByMe: new Set(blocks.filter((b) => b.blocker_id === viewerId).map((b) => b.blocked_id)),
    blockedMe: new Set(blocks.filter((b) => b.blocked_id === viewerId).map((b) => b.blocker_id)),
  };
}
