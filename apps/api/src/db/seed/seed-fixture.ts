import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { LocalStorageAdapter } from '../../adapters/storage/local-storage.adapter.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { isDatabaseEmpty, type SeedSummary, seedDemo } from './demo-seed.js';

/** The clock the seed tests give the demo seed (its dates and subscriptions follow it). */
export const SEED_NOW = new Date('2026-11-21T10:00:00.000Z');

export interface SeededDemo {
  database: TestDatabase;
  uploads: string;
  storage: LocalStorageAdapter;
  summary: SeedSummary;
}

/**
 * A throw-away database seeded with the demo data once for the calling test file (its fields are
 * filled in its beforeAll), and removed with its uploads afterwards.
 */
export function useSeededDemo(): SeededDemo {
  const seeded = {} as SeededDemo;
  beforeAll(async () => {
    seeded.database = await createTestDatabase();
    seeded.uploads = mkdtempSync(path.join(tmpdir(), 'domus-seed-'));
    seeded.storage = new LocalStorageAdapter(seeded.uploads, 'http://localhost:3000');
    expect(await isDatabaseEmpty(seeded.database.db)).toBe(true);
    seeded.summary = await seedDemo({
      db: seeded.database.db,
      dialect: seeded.database.dialect,
      storage: seeded.storage,
      now: SEED_NOW,
    });
  });
  afterAll(async () => {
    await seeded.database?.destroy();
    if (seeded.uploads) rmSync(seeded.uploads, { recursive: true, force: true });
  });
  return seeded;
}
