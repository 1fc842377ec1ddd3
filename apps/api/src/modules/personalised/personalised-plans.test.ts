import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../adapters/storage/local-storage.adapter.js';
import { seedDemo } from '../../db/seed/demo-seed.js';
import {
  explain,
  forgetStatistics,
  type RecordedQuery,
  recordingDatabase,
} from '../../db/testing/query-plans.js';
import { getRow } from '../../db/testing/rows.js';
import { createTestDatabase } from '../../db/testing/test-db.js';
import { bearer, createSession } from '../../db/testing/user.factory.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The personalised feed's reads, as the app runs them for the demo member (whose seeded interests
// set every criterion), planned by the database as for a large catalogue: none may read a
// listing table from end to end (see listings/public-read-plans.test.ts for the method).

const LARGE = new Set(['properties', 'p', 'property_facilities', 'pf', 'af', 'favourites', 'interests']);

let app: TestApp;
let queries: RecordedQuery[];
let auth: Record<string, string>;

beforeAll(async () => {
  const database = await createTestDatabase();
  const recording = recordingDatabase(database);
  queries = recording.queries;
  app = await createTestApp({}, { database: { ...database, ...recording.handle } });
  const storage = new LocalStorageAdapter(app.deps.config.uploadsDir, app.deps.config.publicUrl);
  await seedDemo({ db: database.db, dialect: database.dialect, storage, listings: 150, images: false });
  await forgetStatistics(database);
  const memberRow = await getRow(database.db, 'users', { email: 'member@domus.local' });
  auth = bearer(await createSession(app, memberRow.id));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function plansOf(path: string) {
  queries.length = 0;
  const res = await app.app.inject({ method: 'GET', url: `/api/${path}`, headers: auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const seen = new Map<string, RecordedQuery>();
  for (const q of queries) if (!seen.has(q.sql)) seen.set(q.sql, q);
  return Promise.all([...seen.values()].map(async (q) => ({ q, plan: await explain(app.database, q) })));
}

describe('personalised feed reads at scale', () => {
  it('the demo member’s seeded interests match some listings, not all', async () => {
    const feed = await app.app.inject({ method: 'GET', url: '/api/get_user_recommendation', headers: auth });
    const all = await app.app.inject({ method: 'GET', url: '/api/get-property-list' });
    const total = (feed.json() as { total: number }).total;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan((all.json() as { total: number }).total);
  });

  it.each(['get_user_recommendation', 'get_user_recommendation?offset=10&limit=10', 'homepage-data'])(
    '%s reads no listing table end to end',
    async (path) => {
      const plans = await plansOf(path);
      const feed = plans.filter(({ q }) => /"user_interests"/.test(q.sql) || /"af"/.test(q.sql));
      expect(feed.length, 'the interests and the matching listings are read').toBeGreaterThan(1);
      for (const { q, plan } of plans) {
        expect(
          plan.fullScans.filter((t) => LARGE.has(t)),
          `${q.sql}\n${plan.text}`,
        ).toEqual([]);
      }
    },
  );
});
