import type { Kysely } from 'kysely';
import { nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type StaffRoleRow = Row<'staff_roles'>;

/** Staff roles (name and JSON permission list) and how many accounts hold each. */
export function staffRoleRepository(db: Kysely<DB>) {
  return {
    async all(): Promise<StaffRoleRow[]> {
      return db.selectFrom('staff_roles').selectAll().orderBy('name').execute();
    },

    async find(id: number): Promise<StaffRoleRow | undefined> {
      return db.selectFrom('staff_roles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByName(name: string): Promise<StaffRoleRow | undefined> {
      return db.selectFrom('staff_roles').selectAll().where('name', '=', name).executeTakeFirst();
    },

    async insert(name: string, permissions: string, at: Date): Promise<StaffRoleRow> {
      return db
        .insertInto('staff_roles')
        .values({ name, permissions, created_at: nowIso(at), updated_at: nowIso(at) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(id: number, name: string, permissions: string, at: Date): Promise<StaffRoleRow> {
      return db
        .updateTable('staff_roles')
        .set({ name, permissions, updated_at: nowIso(at) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('staff_roles').where('id', '=', id).execute();
    },

    /** Accounts holding each of the given role names. */
    async holders(names: string[]): Promise<Map<string, number>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['role', (eb) => eb.fn.countAll().as('n')])
        .where('role', 'in', names)
        .groupBy('role')
        .execute();
      return new Map(rows.map((r) => [r.role, toNumber(r.n)]));
    },

    /** A role renamed: its holders keep it under the new name (same transaction). */
    async renameHolders(from: string, to: string, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ role: to, updated_at: nowIso(at) })
        .where('role', '=', from)
        .execute();
    },
  };
}
