import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../adapters/storage/local-storage.adapter.js';
import { nowIso } from '../../db/dialect.js';
import { seedDemo } from '../../db/seed/demo-seed.js';
import { createAdvertisement, createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';
import { expirePromotions } from './listing-derived.repository.js';
import {
  ADVERTISEMENT_STATUS,
  IS_PUBLIC,
  LISTING_STATUS,
  PROJECT_IS_PUBLIC,
  propertyVisibility,
  REQUEST_STATUS,
} from './listing-status.js';
import { PROPERTY_DERIVED_COLUMNS, propertyWriteRepository } from './listing-write.repository.js';

// The derived columns of `properties` (visibility, search text, promotion) are refreshed by one
// write path. Every existing writer is exercised here and each row is compared with a
// recomputation from its base columns; a static check finds files that write the table directly.

let app: TestApp;
appPerFile((built) => {
  app = built;
});

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
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

const toIso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** Every property (or those of `only`) whose stored derived columns differ from what its base columns say at `at`. */
async function staleRows(at: Date, only?: number[]): Promise<unknown[]> {
  const db = app.deps.db;
  let query = db
    .selectFrom('properties as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .select([
      'p.id',
      'p.status',
      'p.request_status',
      'p.property_type',
      'p.owner_id',
      'u.is_active',
      'p.is_public',
      'p.search_text',
      'p.promoted_until',
      'p.is_promoted',
      sql<string>`lower(p.title || ' ' || p.address || ' ' || p.city || ' ' || coalesce(
        (select c.category from categories c where c.id = p.category_id), ''))`.as('expected_search'),
    ]);
  if (only) query = query.where('p.id', 'in', only);
  const rows = await query.execute();
  const ads = await db
    .selectFrom('advertisements')
    .select(['property_id', 'end_date'])
    .where('type', '=', 'list')
    .where('status', '=', ADVERTISEMENT_STATUS.approved)
    .where('is_enable', '=', 1)
    .where('property_id', 'is not', null)
    .execute();
  const liveEnd = new Map<number, number>();
  for (const ad of ads) {
    const end = new Date(ad.end_date as string).getTime();
    if (end <= at.getTime()) continue;
    liveEnd.set(ad.property_id as number, Math.max(end, liveEnd.get(ad.property_id as number) ?? 0));
  }
  const stale: unknown[] = [];
  for (const row of rows) {
    const end = liveEnd.get(row.id);
    const expected = {
      is_public: propertyVisibility({
        status: row.status,
        request_status: row.request_status,
        property_type: row.property_type,
        ownerActive: row.owner_id === null || row.is_active === 1,
      }),
      search_text: row.expected_search,
      promoted_until: end === undefined ? null : new Date(end).toISOString(),
      is_promoted: end === undefined ? 0 : 1,
    };
    const actual = {
      is_public: row.is_public,
      search_text: row.search_text,
      promoted_until: toIso(row.promoted_until),
      is_promoted: row.is_promoted,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) stale.push({ id: row.id, actual, expected });
  }
  return stale;
}

/** The same check for projects: visible or hidden, search text, promotion. */
async function staleProjects(at: Date): Promise<unknown[]> {
  const db = app.deps.db;
  const rows = await db
    .selectFrom('projects as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .select([
      'p.id',
      'p.status',
      'p.request_status',
      'p.owner_id',
      'u.is_active',
      'p.is_public',
      'p.search_text',
      'p.promoted_until',
      'p.is_promoted',
      sql<string>`lower(p.title || ' ' || p.location || ' ' || p.city)`.as('expected_search'),
    ])
    .execute();
  const ads = await db
    .selectFrom('advertisements')
    .select(['project_id', 'end_date'])
    .where('type', '=', 'list')
    .where('status', '=', ADVERTISEMENT_STATUS.approved)
    .where('is_enable', '=', 1)
    .where('project_id', 'is not', null)
    .execute();
  const liveEnd = new Map<number, number>();
  for (const ad of ads) {
    const end = new Date(ad.end_date as string).getTime();
    if (end > at.getTime())
      liveEnd.set(ad.project_id as number, Math.max(end, liveEnd.get(ad.project_id as number) ?? 0));
  }
  const stale: unknown[] = [];
  for (const row of rows) {
    const end = liveEnd.get(row.id);
    const visible =
      row.status === LISTING_STATUS.active &&
      row.request_status === REQUEST_STATUS.approved &&
      (row.owner_id === null || row.is_active === 1);
    const expected = {
      is_public: visible ? PROJECT_IS_PUBLIC.visible : PROJECT_IS_PUBLIC.hidden,
      search_text: row.expected_search,
      promoted_until: end === undefined ? null : new Date(end).toISOString(),
      is_promoted: end === undefined ? 0 : 1,
    };
    const actual = {
      is_public: row.is_public,
      search_text: row.search_text,
      promoted_until: toIso(row.promoted_until),
      is_promoted: row.is_promoted,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) stale.push({ id: row.id, actual, expected });
  }
  return stale;
}

describe('the listings write path', () => {
  it('is the only code that inserts or updates properties rows', () => {
    const writes =
      /(insertInto|updateTable)\(\s*['"`](properties|projects)['"`]|\.insert\(\s*['"`](properties|projects)['"`]|(insert\s+into|update)\s+(properties|projects)\b/i;
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
    const publicIds = (
      await app.deps.db
        .selectFrom('properties')
        .select('id')
        .where('is_public', '=', IS_PUBLIC.browsable)
        .where('owner_id', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    expect(publicIds.length).toBeGreaterThan(5);

    // Edits of base columns through the write path.
    const writes = propertyWriteRepository(app.deps.db);
    await writes.update([publicIds[0] as number], { status: 0, title: 'Renamed Villa' }, at);
    await writes.update([publicIds[1] as number], { property_type: 'sold' }, at);
    expect(await staleRows(at)).toEqual([]);

    // The promotion sweep, once the clock has passed some advertisement ends.
    const later = new Date(at.getTime() + 20 * 24 * 3600 * 1000);
    app.clock.now = later;
    expect(await expirePromotions(app.deps.db, later)).toBeGreaterThan(0);
    expect(await staleRows(later)).toEqual([]);
    expect(await staleProjects(later)).toEqual([]);

    // Operator deactivation of an owner.
    const owner = await app.deps.db
      .selectFrom('properties')
      .select('owner_id')
      .where('id', '=', publicIds[2] as number)
      .executeTakeFirstOrThrow();
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

    // A counted view.
    const viewer = await createUser(app);
    const viewerToken = await createSession(app, viewer.id);
    const other = publicIds.at(-1) as number;
    expect((await get(app, 'get_property', { id: other }, bearer(viewerToken))).status).toBe(200);
    expect(await staleRows(later)).toEqual([]);

    // Deleting a member whose advertisement promoted another member's listing.
    await createAdvertisement(app, { property_id: other }, { customer_id: viewer.id });
    await app.deps.db
      .insertInto('favourites')
      .values({ user_id: viewer.id, property_id: other, created_at: nowIso(later) })
      .execute();
    expect(await staleRows(later)).toEqual([]);
    expect((await post(app, 'delete_user', {}, bearer(viewerToken))).status).toBe(200);
    expect(await staleRows(later)).toEqual([]);
    expect(await staleProjects(later)).toEqual([]);
    app.clock.now = at;
  });

  it('notices a write that skips the write path, and one refresh repairs every derived column', async () => {
    const at = app.clock.now;
    const category = await createCategory(app);
    const row = await createProperty(app, { category_id: category.id });
    expect(row.is_public).toBe(IS_PUBLIC.browsable);
    expect(await staleRows(at, [row.id])).toEqual([]);
    // Raw SQL on purpose: this is the mistake the write path exists to prevent.
    await sql`update properties set status = 0, title = 'Bypass' where id = ${row.id}`.execute(app.deps.db);
    expect(await staleRows(at, [row.id])).toHaveLength(1);

    const spoiled = Object.fromEntries(
      PROPERTY_DERIVED_COLUMNS.map((c) => [c, c === 'search_text' ? 'x' : c === 'promoted_until' ? null : 7]),
    );
    await app.deps.db.updateTable('properties').set(spoiled).execute();
    const all = (await app.deps.db.selectFrom('properties').select('id').execute()).map((r) => r.id);
    expect(await staleRows(at, all)).toHaveLength(all.length);
    await propertyWriteRepository(app.deps.db).refresh(at);
    expect(await staleRows(at, all)).toEqual([]);
  });
});
