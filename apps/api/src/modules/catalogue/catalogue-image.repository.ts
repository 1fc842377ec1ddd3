import type { CatalogueImageTarget } from '@domus/shared/schemas/admin-catalogue-image.schema';
import type { Kysely } from 'kysely';
import { dialectOf, nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

/** The table each replaceable catalogue picture lives in (all three keep it in `image`). */
const TABLES = {
  category: 'categories',
  facility: 'outdoor_facilities',
  city: 'cities',
} as const satisfies Record<CatalogueImageTarget, keyof DB>;

export interface CatalogueImageRow {
  id: number;
  name: string;
  image: string | null;
}

/** Reads and writes of the `image` column of categories, outdoor facilities and cities. */
export function catalogueImageRepository(db: Kysely<DB>) {
  return {
    /** The row, locked against a concurrent operator write on PostgreSQL. */
    async lock(target: CatalogueImageTarget, id: number): Promise<CatalogueImageRow | undefined> {
      const q =
        target === 'category'
          ? db.selectFrom('categories').select(['id', 'category as name', 'image']).where('id', '=', id)
          : db.selectFrom(TABLES[target]).select(['id', 'name', 'image']).where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async setImage(target: CatalogueImageTarget, id: number, image: string, at: Date): Promise<void> {
      await db
        .updateTable(TABLES[target])
        .set({ image, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },
  };
}
