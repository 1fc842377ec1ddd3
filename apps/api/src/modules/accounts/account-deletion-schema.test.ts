import { describe, expect, it } from 'vitest';
import { buildAccountWorld } from '../../db/testing/account-world.js';
import { countRows, findRow, findRows, insertRow, type Table, type Where } from '../../db/testing/rows.js';
import { createScratchTable, foreignKeysTo, schemaColumns, schemaTables } from '../../db/testing/schema.js';
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

/** Every `table.column` of the live schema that holds a user id. */
async function userIdColumns(): Promise<string[]> {
  const found = await foreignKeysTo(app.deps, 'users');
  for (const table of await schemaTables(app.deps.db)) {
    if (table.name === 'users') continue;
    for (const column of table.columns) if (USER_ID_NAME.test(column)) found.add(`${table.name}.${column}`);
  }
  return [...found].sort();
}

describe('account deletion covers the schema', () => {
  it('lists exactly the columns that hold a user id', async () => {
    expect(Object.keys(USER_REFERENCES).sort()).toEqual(await userIdColumns());
    const columns = await schemaColumns(app.deps.db);
    for (const keyed of USER_KEYED_COLUMNS) expect(columns.has(keyed), keyed).toBe(true);
  });

  it('notices a new table that refers to users', async () => {
    const dropBookmarks = await createScratchTable(app.deps.db, 'test_bookmarks', {
      id: 'integer primary key',
      member: 'integer references users(id)',
    });
    const dropNotes = await createScratchTable(app.deps.db, 'test_notes', {
      id: 'integer primary key',
      author_id: 'integer',
    });
    try {
      const found = await userIdColumns();
      expect(found).toContain('test_bookmarks.member');
      expect(found).toContain('test_notes.author_id');
      expect(Object.keys(USER_REFERENCES).sort()).not.toEqual(found);
    } finally {
      await dropBookmarks();
      await dropNotes();
    }
  });

  it('leaves no row that points at the deleted user, except revoked sessions, anonymised payments and the audit log', async () => {
    const w = await buildAccountWorld(app);
    const u = w.user.id;
    const db = app.deps.db;
    // The side of a hidden conversation the shared world does not make: the leaving member's own.
    await insertRow(db, 'chat_deletions', {
      user_id: u,
      other_user_id: w.other.id,
      property_id: w.theirs.id,
      deleted_at: new Date().toISOString(),
    });

    const referencing = async (pair: string) => {
      const [table, column] = pair.split('.') as [Table, string];
      return countRows(db, table, { [column]: u } as Where<Table>);
    };
    const pairs = Object.entries(USER_REFERENCES) as [string, UserReferenceFate][];
    for (const [pair] of pairs) expect(await referencing(pair), `${pair} before deletion`).toBeGreaterThan(0);

    const res = await post(app, 'delete_user', { userid: u }, bearer(w.tokens[0] as string));
    expect(res.status).toBe(200);

    for (const [pair, fate] of pairs) {
      if (fate === 'kept') {
        expect(await referencing(pair), `${pair} after deletion (kept)`).toBeGreaterThan(0);
      } else if (fate === 'revoked') {
        const [table] = pair.split('.') as ['sessions'];
        const sessions = await findRows(
          db,
          table,
          { user_id: u },
          { select: ['id', 'ip', 'user_agent', 'revoked_at'] },
        );
        // Left behind only as a revoked, anonymous record: no live session, no address, no device.
        const live = sessions
          .filter((s) => s.revoked_at === null || s.ip !== null || s.user_agent !== null)
          .map(({ id, ip, user_agent }) => ({ id, ip, user_agent }));
        expect(live, pair).toEqual([]);
      } else {
        expect(await referencing(pair), `${pair} after deletion (${fate})`).toBe(0);
      }
    }
    expect(await findRow(db, 'payment_transactions', { id: w.payment.id }, { select: ['user_id'] })).toEqual({
      user_id: null,
    });
    const keyed = await findRows(db, 'listing_views', { viewer_key: `u:${u}` }, { select: ['id'] });
    expect(keyed).toEqual([]);
  });
});
