import { type Kysely, sql } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { IS_PUBLIC } from '../listings/listing-status.js';

export interface CityCountRow {
  id: number;
  name: string;
  image: string | null;
  count: number;
}

export function cityRepository(db: Kysely<DB>) {
  /**
   * Enabled cities with their browsable listings (is_public = 2). The inner
   * join keeps only cities with at least one. A listing belongs to a city by the same key the
   * catalogue registers it under: its city name lower-cased (listing writes store it trimmed), so
   * the join walks the lower(city) index.
   */
  function counted() {
    return db
      .selectFrom('cities as c')
      .innerJoin('properties as p', (join) =>
        join
          .on(sql<boolean>`lower(${sql.ref('p.city')}) = ${sql.ref('c.name_key')}`)
          .on('p.is_public', '=', IS_PUBLIC.browsable),
      )
      .where('c.status', '=', 1)
      .groupBy(['c.id', 'c.name', 'c.name_key', 'c.image']);
  }

  return {
    /** Adds a city unless one with the same folded name exists (the unique name_key decides). */
    async register(name: string, now: Date): Promise<void> {
      const at = nowIso(now);
      await db
        .insertInto('cities')
        .values({
          name,
          name_key: name.toLowerCase(),
          image: null,
          status: 1,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('name_key').doNothing())
        .execute();
    },

    /** By count desc, then name (folded key, so both dialects agree), then id. */
    async page(offset: number, limit: number): Promise<{ rows: CityCountRow[]; total: number }> {
      const [rows, countRow] = await Promise.all([
        counted()
          .select((eb) => ['c.id', 'c.name', 'c.image', eb.fn.countAll().as('n')])
          .orderBy((eb) => eb.fn.countAll(), 'desc')
          .orderBy('c.name_key')
          .orderBy('c.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom(counted().select('c.id').as('t'))
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return {
        rows: rows.map((r) => ({ id: r.id, name: r.name, image: r.image, count: toNumber(r.n) })),
        total: toNumber(countRow?.n),
      };
    },
  };
}
