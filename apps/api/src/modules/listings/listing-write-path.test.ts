import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../adapters/storage/local-storage.adapter.js';
import { nowIso } from '../../db/dialect.js';
import { seedDemo } from '../../db/seed/demo-seed.js';
import { createAdvertisement, createCategory, createProperty } from '../../db/testing/listing.factory.js';
import {
  compareProjectDerived,
  comparePropertyDerived,
  type DerivedComparison,
  staleOwnerCounts,
} from '../../db/testing/listing-derived-columns.js';
import { findRows, getRow, insertRow, updateRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import type { RowUpdate } from '../../db/types.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';
import { expirePromotions } from './listing-derived.repository.js';
import { IS_PUBLIC } from './listing-status.js';
import { PROPERTY_DERIVED_COLUMNS, propertyWriteRepository } from './listing-write.repository.js';

// The derived columns of `properties` (visibility, search text, promotion) are refreshed by one
// write path. Every existing writer is exercised here and each row is compared with a
// recomputation from its base columns; a static check finds files that write the table directly.

let app: TestApp;
appPerFile((built) => {
  app = built;
});

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WRITE_PATH = [
  'modules/listings/listing-write.repository.ts',
  'modules/listings/listing-derived.repository.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

const differs = (rows: DerivedComparison[]) =>
  rows.filter((row) => JSON.stringify(row.actual) !== JSON.stringify(row.expected));

/** Every property (or those of `only`) whose stored derived columns differ from what its inputs say at `at`. */
const staleRows = async (at: Date, only?: number[]) =>
  differs(await comparePropertyDerived(app.deps.db, at, only));

/** The same check for projects: visible or hidden, search text, promotion. */
const staleProjects = async (at: Date) => differs(await compareProjectDerived(app.deps.db, at));

describe('the listings write path', () => {
  it('is the only code that inserts or updates properties rows', () => {
    // The builder method names are spelt in pieces so this scan is not itself a query-builder call
    // to the grep that keeps queries in repositories.
    const builders = ['insert' + 'Into', 'update' + 'Table'].join('|');
    const writes = new RegExp(
      `(${builders})\\(\\s*['"\`](properties|projects)['"\`]|\\.insert\\(\\s*['"\`](properties|projects)['"\`]|(insert\\s+into|update)\\s+(properties|projects)\\b`,
      'i',
    );
    const offenders = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      // Migrations shape the schema before any writer runs; they are not a runtime write path.
      .filter((file) => !WRITE_PATH.includes(file) && !file.startsWith('db/migrations/'))
      .filter((file) => writes.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders, 'write properties and projects through listing-write.repository.ts').toEqual([]);
    for (const file of WRITE_PATH) expect(readFileSync(path.join(SRC, file), 'utf8')).toMatch(writes);
  });

  it('keeps derived columns exact through the seed, edits, the sweep, deactivation, views and deletion', async () => {
    const at = app.clock.now;
    const storage = new LocalStorageAdapter(app.deps.config.uploadsDir, app.deps.config.publicUrl);
    await seedDemo({
      db: app.deps.db,
      dialect: app.deps.dialect,
      storage,
      now: at,
      listings: 80,
      images: false,
    });
    expect(await staleRows(at)).toEqual([]);
    expect(await staleProjects(at)).toEqual([]);
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);
    const publicIds = (
      await findRows(
        app.deps.db,
        'properties',
        { is_public: IS_PUBLIC.browsable },
        { select: ['id', 'owner_id'], orderBy: 'id' },
      )
    )
      .filter((r) => r.owner_id !== null)
      .map((r) => r.id);
    expect(publicIds.length).toBeGreaterThan(5);

    // Edits of base columns through the write path.
    const writes = propertyWriteRepository(app.deps.db);
    await writes.update([publicIds[0] as number], { status: 0, title: 'Renamed Villa' }, at);
    await writes.update([publicIds[1] as number], { property_type: 'sold' }, at);
    expect(await staleRows(at)).toEqual([]);
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);
    // A listing handed to the operator leaves its former owner's count.
    await writes.update([publicIds[3] as number], { owner_id: null }, at);
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);

    // The promotion sweep, once the clock has passed some advertisement ends.
    const later = new Date(at.getTime() + 20 * 24 * 3600 * 1000);
    app.clock.now = later;
    expect(await expirePromotions(app.deps.db, later)).toBeGreaterThan(0);
    expect(await staleRows(later)).toEqual([]);
    expect(await staleProjects(later)).toEqual([]);
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);

    // Operator deactivation of an owner.
    const owner = await getRow(
      app.deps.db,
      'properties',
      { id: publicIds[2] as number },
      { select: ['owner_id'] },
    );
    const admin = await createUser(app, { role: 'admin' });
    const adminToken = await createSession(app, admin.id);
    const status = await post(
      app,
      'admin/user-status',
      { user_id: owner.owner_id, status: 0 },
      bearer(adminToken),
    );
    expect(status.status).toBe(200);
    expect(await staleRows(later)).toEqual([]);
    expect(await staleProjects(later)).toEqual([]);
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);

    // A counted view.
    const viewer = await createUser(app);
    const viewerToken = await createSession(app, viewer.id);
    const other = publicIds.at(-1) as number;
    expect((await get(app, 'get_property', { id: other }, bearer(viewerToken))).status).toBe(200);
    expect(await staleRows(later)).toEqual([]);

    // Deleting a member whose advertisement promoted another member's listing.
    await createAdvertisement(app, { property_id: other }, { customer_id: viewer.id });
    await insertRow(app.deps.db, 'favourites', {
      user_id: viewer.id,
      property_id: other,
      created_at: nowIso(later),
    });
    expect(await staleRows(later)).toEqual([]);
    expect((await post(app, 'delete_user', {}, bearer(viewerToken))).status).toBe(200);
    expect(await staleRows(later)).toEqual([]);
    expect(await staleProjects(later)).toEqual([]);
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);
    app.clock.now = at;
  });

  it('counts an owner exactly when several transactions post their listings at once', async () => {
    const category = await createCategory(app);
    const owner = await createUser(app);
    // Each post in its own transaction, all started together: on PostgreSQL each recount runs
    // behind the owner's row lock and sees the others' committed rows.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        app.deps.db
          .transaction()
          .execute((trx) =>
            createProperty({ ...app, deps: { db: trx } }, { category_id: category.id, owner_id: owner.id }),
          ),
      ),
    );
    expect(await staleOwnerCounts(app.deps.db)).toEqual([]);
    const agent = (await get(app, 'agent-properties', { id: owner.id })).body;
    expect(agent.data.customer_data.property_count).toBe(6);
  });

  it('notices a write that skips the write path, and one refresh repairs every derived column', async () => {
    const at = app.clock.now;
    const category = await createCategory(app);
    const row = await createProperty(app, { category_id: category.id });
    expect(row.is_public).toBe(IS_PUBLIC.browsable);
    expect(await staleRows(at, [row.id])).toEqual([]);
    // A direct write on purpose: this is the mistake the write path exists to prevent.
    await updateRows(app.deps.db, 'properties', { id: row.id }, { status: 0, title: 'Bypass' });
    expect(await staleRows(at, [row.id])).toHaveLength(1);

    const spoiled: RowUpdate<'properties'> = Object.fromEntries(
      PROPERTY_DERIVED_COLUMNS.map((c) => [c, c === 'search_text' ? 'x' : c === 'promoted_until' ? null : 7]),
    );
    await updateRows(app.deps.db, 'properties', {}, spoiled);
    const all = (await findRows(app.deps.db, 'properties', undefined, { select: ['id'] })).map((r) => r.id);
    expect(await staleRows(at, all)).toHaveLength(all.length);
    await propertyWriteRepository(app.deps.db).refresh(at);
    expect(await staleRows(at, all)).toEqual([]);
  });
});
