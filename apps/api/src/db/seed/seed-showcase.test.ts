import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../adapters/storage/local-storage.adapter.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { seedDemo } from './demo-seed.js';

// The demo's showcase cases (seed.test.ts checks the data set as a whole): the detail pages'
// special listings and the demo agent's listings in every state with their history.

const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('demo seed showcases', () => {
  let database: TestDatabase;
  let uploads: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploads = mkdtempSync(path.join(tmpdir(), 'domus-seed-showcase-'));
    const storage = new LocalStorageAdapter(uploads, 'http://localhost:3000');
    await seedDemo({ db: database.db, dialect: database.dialect, storage, now: NOW });
  });

  afterAll(async () => {
    await database?.destroy();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it('has every detail-page case among recent visible listings: premium, sold, 360° image with video', async () => {
    const { db } = database;
    const weekAgo = new Date(NOW.getTime() - 7 * 24 * 3600 * 1000).toISOString();
    const recent = await db
      .selectFrom('properties')
      .select(['property_type', 'is_premium', 'is_public', 'three_d_image', 'video_link'])
      .where('is_public', '>=', 1)
      .where('created_at', '>=', weekAgo)
      .execute();
    expect(recent.some((p) => p.is_public === 2 && p.is_premium === 1)).toBe(true);
    expect(recent.some((p) => p.property_type === 'sold' && p.is_premium === 0)).toBe(true);
    expect(
      recent.some(
        (p) => p.is_premium === 0 && p.three_d_image !== null && (p.video_link ?? '').includes('youtube'),
      ),
    ).toBe(true);
  });

  it('gives the demo agent a listing in every state, with its story, and price cuts to show', async () => {
    const { db } = database;
    const agent = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agent@domus.local')
      .executeTakeFirstOrThrow();
    const own = await db
      .selectFrom('properties')
      .select(['id', 'property_type', 'request_status', 'status'])
      .where('owner_id', '=', agent.id)
      .execute();
    const states = new Set(own.map((p) => `${p.property_type}/${p.request_status}/${p.status}`));
    for (const type of ['sold', 'rented'])
      expect(
        own.some((p) => p.property_type === type),
        type,
      ).toBe(true);
    for (const request of ['pending', 'rejected', 'approved'])
      expect(
        own.some((p) => p.request_status === request),
        request,
      ).toBe(true);
    expect(
      own.some((p) => p.request_status === 'approved' && p.status === 0),
      [...states].join(' '),
    ).toBe(true);
    const history = await db.selectFrom('listing_history').selectAll().execute();
    const cuts = history.filter((h) => h.field === 'price' && Number(h.new_value) < Number(h.old_value));
    expect(cuts.length).toBeGreaterThanOrEqual(2);
    const sales = history.filter((h) => h.field === 'property_type' && own.some((p) => p.id === h.entity_id));
    expect([...new Set(sales.map((h) => h.new_value))].sort()).toEqual(['rented', 'sold']);
  });
});
