import type { Kysely } from 'kysely';
import { type DialectName, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';
import {
  applyOrder,
  applyPropertyFilters,
  type FilterMode,
  type PropertyFilters,
  type PropertyOrder,
} from './property-filters.js';

export type PropertyRow = Row<'properties'>;

/** Above this many matches a page is cheaper to find by walking the ordering index (SQLite). */
const ORDERED_WALK_THRESHOLD = 2_000;

export interface PageRequest {
  filters: PropertyFilters;
  order: PropertyOrder;
  offset: number;
  limit: number;
  /** Listings with a live advertisement first, across the whole result (the default order). */
  promotedFirst?: boolean;
  /** With a keyword: title matches before matches elsewhere (the default order). */
  relevance?: boolean;
  near?: { latitude: number; longitude: number };
}

export function propertyRepository(
  db: Kysely<DB>,
  now: () => Date,
  dialect: DialectName,
  orderedWalkThreshold = ORDERED_WALK_THRESHOLD,
) {
  const base = () => db.selectFrom('properties as p');

  async function count(filters: PropertyFilters): Promise<number> {
    const row = await applyPropertyFilters(base(), filters, now(), dialect, { count: true })
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return toNumber(row?.n);
  }

  async function select(
    filters: PropertyFilters,
    order: PropertyOrder,
    offset: number,
    limit: number,
    near?: PageRequest['near'],
    promotedFirst = false,
    mode: FilterMode = {},
    relevance = false,
  ) {
    if (limit <= 0) return [];
    const filtered = applyPropertyFilters(base(), filters, now(), dialect, mode);
    const q = applyOrder(filtered, order, near, promotedFirst, relevance ? filters.search : undefined);
    return (await q.selectAll('p').offset(offset).limit(limit).execute()) as PropertyRow[];
  }

  return {
    count,

    /**
     * One page and the total. The total is a covering-index count; on SQLite it also tells how
     * selective the filters are: with many matches the page walks the ordering index (and stops
     * after one page), with few it collects them through the filter indexes and sorts.
     */
    async page(request: PageRequest): Promise<{ rows: PropertyRow[]; total: number }> {
      const { filters, order, offset, limit, near } = request;
      const promotedFirst = request.promotedFirst === true && !filters.promotedOnly;
      const relevance = request.relevance === true && Boolean(filters.search?.trim());
      if (dialect === 'sqlite') {
        const total = await count(filters);
        const mode = { rangesNotIndexed: total > orderedWalkThreshold };
        return {
          rows:
            total > offset
              ? await select(filters, order, offset, limit, near, promotedFirst, mode, relevance)
              : [],
          total,
        };
      }
      const [rows, total] = await Promise.all([
        select(filters, order, offset, limit, near, promotedFirst, {}, relevance),
        count(filters),
      ]);
      return { rows, total };
    },

    list: select,

    async findByIdOrSlug(key: { id?: number; slug_id?: string }): Promise<PropertyRow | undefined> {
      let q = base().selectAll('p');
      if (key.id !== undefined) q = q.where('p.id', '=', key.id);
      else if (key.slug_id !== undefined) q = q.where('p.slug_id', '=', key.slug_id);
      else return undefined;
      return (await q.executeTakeFirst()) as PropertyRow | undefined;
    },
  };
}

export type PropertyRepository = ReturnType<typeof propertyRepository>;
