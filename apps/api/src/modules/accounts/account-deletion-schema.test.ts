import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildAccountWorld } from '../../db/testing/account-world.js';
import { bearer } from '../../db/testing/user.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { post, type TestApp } from '../../testing/test-app.js';
import {
  USER_KEYED_COLUMNS,
  USER_REFERENCES,
  type UserReferenceFate,
} from './account-deletion.repository.js';

// Account deletion must know every column that holds a user id. The schema is read from the
// database itself (column names and foreign keys to users) and compared with the deletion
// repository's list; then a real deletion is checked against every listed column.

let app: TestApp;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false },
);

/** Names that hold a user id by convention, foreign key or not (chat parties, blocks…). */
const USER_ID_NAME =
  /^(user_?id|owner_id|customer_id|sender_id|receiver_id|blocker_id|blocked_id|blocked_by|added_by|created_by|updated_by|author_id|actor_id|admin_id|member_id|agent_id|buyer_id|seller_id|[a-z_]+_user_id)$/;

async function foreignKeysToUsers(): Promise<Set<string>> {
  const db = app.deps.db;
  const out = new Set<string>();
  if (app.deps.dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.key_column_usage target
        on target.constraint_name = rc.unique_constraint_name
        and target.constraint_schema = rc.unique_constraint_schema
      where target.table_name = 'users' and kcu.constraint_schema = current_schema()`.execute(db);
    for (const row of rows.rows) out.add(`${row.table_name}.${row.column_name}`);
    return out;
  }
  for (const table of await db.introspection.getTables()) {
    const rows = await sql<{ table: string; from: string }>`
      select "table", "from" from pragma_foreign_key_list(${table.name})`.execute(db);
    for (const row of rows.rows) if (row.table === 'users') out.add(`${table.name}.${row.from}`);
  }
  return out;
}

/** Every `table.column` of the live schema that holds a user id. */
async function userIdColumns(): Promise<string[]> {
  const found = await foreignKeysToUsers();
  for (const table of await app.deps.db.introspection.getTables()) {
    if (table.name === 'users') continue;
    for (const column of table.columns)
      if (USER_ID_NAME.test(column.name)) found.add(`${table.name}.${column.name}`);
  }
  return [...found].sort();
}

describe('account deletion covers the schema', () => {
  it('lists exactly the columns that hold a user id', async () => {
    expect(Object.keys(USER_REFERENCES).sort()).toEqual(await userIdColumns());
    const columns = new Set(
      (await app.deps.db.introspection.getTables()).flatMap((t) =>
        t.columns.map((c) => `${t.name}.${c.name}`),
      ),
    );
    for (const keyed of USER_KEYED_COLUMNS) expect(columns.has(keyed), keyed).toBe(true);
  });

  it('notices a new table that refers to users', async () => {
    await sql`create table test_bookmarks (id integer primary key, member integer references users(id))`.execute(
      app.deps.db,
    );
    await sql`create table test_notes (id integer primary key, author_id integer)`.execute(app.deps.db);
    try {
      const found = await userIdColumns();
      expect(found).toContain('test_bookmarks.member');
      expect(found).toContain('test_notes.author_id');
      expect(Object.keys(USER_REFERENCES).sort()).not.toEqual(found);
    } finally {
      await sql`drop table test_bookmarks`.execute(app.deps.db);
      await sql`drop table test_notes`.execute(app.deps.db);
    }
  });

  it('leaves no row that points at the deleted user, except revoked sessions and anonymised payments', async () => {
    const w = await buildAccountWorld(app);
    const u = w.user.id;
    const db = app.deps.db;
    // The side of a hidden conversation the shared world does not make: the leaving member's own.
    await db
      .insertInto('chat_deletions')
      .values({
        user_id: u,
        other_user_id: w.other.id,
        property_id: w.theirs.id,
        deleted_at: new Date().toISOString(),
      })
      .execute();

    const referencing = async (pair: string) => {
      const [table, column] = pair.split('.') as [string, string];
      const rows = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${u}`.execute(db);
      return Number(rows.rows[0]?.n ?? 0);
    };
    const pairs = Object.entries(USER_REFERENCES) as [string, UserReferenceFate][];
    for (const [pair] of pairs) expect(await referencing(pair), `${pair} before deletion`).toBeGreaterThan(0);

    const res = await post(app, 'delete_user', { userid: u }, bearer(w.tokens[0] as string));
    expect(res.status).toBe(200);

    for (const [pair, fate] of pairs) {
      if (fate === 'revoked') {
        const [table] = pair.split('.') as ['sessions'];
        const live = await db
          .selectFrom(table)
          .select(['id', 'ip', 'user_agent'])
          .where('user_id', '=', u)
          .where((eb) =>
            eb.or([eb('revoked_at', 'is', null), eb('ip', 'is not', null), eb('user_agent', 'is not', null)]),
          )
          .execute();
        expect(live, pair).toEqual([]);
      } else {
        expect(await referencing(pair), `${pair} after deletion (${fate})`).toBe(0);
      }
    }
    expect(
      await db
        .selectFrom('payment_transactions')
        .select('user_id')
        .where('id', '=', w.payment.id)
        .executeTakeFirst(),
    ).toEqual({ user_id: null });
    const keyed = await db
      .selectFrom('listing_views')
      .select('id')
      .where('viewer_key', '=', `u:${u}`)
      .execute();
    expect(keyed).toEqual([]);
  });
});
