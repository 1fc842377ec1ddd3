import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';
import {
  applyOrder,
  applyPropertyFilters,
  type PropertyFilters,
  type PropertyOrder,
} from './property-filters.js';

export type PropertyRow = Row<'properties'>;

export interface PageRequest {
  filters: PropertyFilters;
  order: PropertyOrder;
  offset: number;
  limit: number;
  /** Listings with a live advertisement first, across the whole result (contract §3.1). */
  promotedFirst?: boolean;
  near?: { latitude: number; longitude: number };
}

export function propertyRepository(db: Kysely<DB>, now: () => Date) {
  const base = () => db.selectFrom('properties as p');

  async function count(filters: PropertyFilters): Promise<number> {
    const row = await applyPropertyFilters(base(), filters, now())
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
  ) {
    if (limit <= 0) return [];
    const q = applyOrder(applyPropertyFilters(base(), filters, now()), order, near);
    return (await q.selectAll('p').offset(offset).limit(limit).execute()) as PropertyRow[];
  }

  return {
    count,

    /**
     * One page and the total. "Promoted first" runs as two index-friendly queries (promoted rows
     * are few) instead of ordering every match by a computed flag, which would scan them all.
     */
    async page(request: PageRequest): Promise<{ rows: PropertyRow[]; total: number }> {
      const { filters, order, offset, limit, near } = request;
      if (!request.promotedFirst || filters.promotedOnly) {
        const [rows, total] = await Promise.all([
          select(filters, order, offset, limit, near),
          count(filters),
        ]);
        return { rows, total };
      }
      const promoted = { ...filters, promotedOnly: true };
      const rest = { ...filters, notPromoted: true };
      const [promotedTotal, restTotal] = await Promise.all([count(promoted), count(rest)]);
      const head = offset < promotedTotal ? await select(promoted, order, offset, limit, near) : [];
      const tail = await select(rest, order, Math.max(0, offset - promotedTotal), limit - head.length, near);
      return { rows: [...head, ...tail], total: promotedTotal + restTotal };
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
