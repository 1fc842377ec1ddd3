import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type ContactMessageRow = Row<'contact_messages'>;

/** The operators' reads and writes of the contact form's messages. */
export function contactAdminRepository(db: Kysely<DB>) {
  return {
    /** Newest first; the total ignores offset/limit. */
    async page(filters: { handled?: boolean; search?: string }, offset: number, limit: number) {
      const { search } = filters;
      const base = db
        .selectFrom('contact_messages as c')
        .$if(filters.handled !== undefined, (q) => q.where('c.handled', '=', filters.handled ? 1 : 0))
        .$if(!!search, (q) =>
          q.where((eb) =>
            eb.or(
              ['c.first_name', 'c.last_name', 'c.email', 'c.subject', 'c.message'].map((column) =>
                containsLower(column, search as string, true),
              ),
            ),
          ),
        );
      const [rows, count] = await Promise.all([
        base
          .selectAll('c')
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<ContactMessageRow | undefined> {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: number): Promise<ContactMessageRow | undefined> {
      const q = db.selectFrom('contact_messages').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async setHandled(id: number, handled: boolean, at: Date): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ handled: handled ? 1 : 0, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('contact_messages').where('id', '=', id).execute();
    },
  };
}
