import type { Kysely } from 'kysely';
import { lowerEquals, nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

export function languageAdminRepository(db: Kysely<DB>) {
  const columns = ['id', 'code', 'name', 'rtl', 'status'] as const;
  return {
    async list() {
      return db.selectFrom('languages').select(columns).orderBy('id').execute();
    },

    async find(code: string) {
      return db.selectFrom('languages').select(columns).where(lowerEquals('code', code)).executeTakeFirst();
    },

    async webFile(code: string): Promise<string | null> {
      const row = await db
        .selectFrom('languages')
        .select('web_file')
        .where(lowerEquals('code', code))
        .executeTakeFirst();
      return row ? row.web_file : null;
    },

    async insert(values: { code: string; name: string; rtl: number }, at: Date) {
      await db
        .insertInto('languages')
        .values({
          ...values,
          status: 1,
          app_file: '{}',
          web_file: '{}',
          created_at: nowIso(at),
          updated_at: nowIso(at),
        })
        .execute();
    },

    async update(
      id: number,
      values: { name?: string; rtl?: number; status?: number; web_file?: string },
      at: Date,
    ) {
      await db
        .updateTable('languages')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number) {
      await db.deleteFrom('languages').where('id', '=', id).execute();
    },
  };
}
