import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

export interface HomepageSectionRow {
  section: string;
  sequence: number;
  status: number;
  title: string | null;
}

/** homepage_sections: one row per section the operator arranged. */
export function homepageSectionsRepository(db: Kysely<DB>) {
  return {
    async all(): Promise<HomepageSectionRow[]> {
      return db
        .selectFrom('homepage_sections')
        .select(['section', 'sequence', 'status', 'title'])
        .orderBy('sequence')
        .execute();
    },

    /** The whole arrangement replaced (callers run it in their transaction). */
    async replace(rows: HomepageSectionRow[], now: Date) {
      const at = nowIso(now);
      await db.deleteFrom('homepage_sections').execute();
      await db
        .insertInto('homepage_sections')
        .values(rows.map((row) => ({ ...row, created_at: at, updated_at: at })))
        .execute();
    },
  };
}
