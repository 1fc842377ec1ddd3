import { inflateParameters } from '@domus/shared/utils/parameter-refs.util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from '../../adapters/storage/local-storage.adapter.js';
import { seedDemo } from '../../db/seed/demo-seed.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

// get-property-list with `parameter_refs=1`: each parameter's own fields once per answer, every
// item's parameters as { id, value }; put back together it is the contract's answer exactly.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const storage = new LocalStorageAdapter(app.deps.config.uploadsDir, app.deps.config.publicUrl);
  await seedDemo({ db: app.deps.db, dialect: app.database.dialect, storage, listings: 40, images: false });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

type Item = { id: number; parameters?: { id: number; value: unknown; name?: string }[] };

describe('get-property-list with parameters by reference', () => {
  it.each([{}, { property_type: 'sell', sort: 'price_asc' }, { limit: 50 }])(
    'is the same page, %o, with each parameter sent once',
    async (query) => {
      const whole = await get(app, 'get-property-list', query);
      const shared = await get(app, 'get-property-list', { ...query, parameter_refs: 1 });
      expect(shared.status).toBe(200);
      const items = whole.body.data as Item[];
      expect(items.some((item) => (item.parameters?.length ?? 0) > 0)).toBe(true);
      const refs = shared.body.data as Item[];
      for (const item of refs)
        for (const parameter of item.parameters ?? [])
          expect(Object.keys(parameter).sort()).toEqual(['id', 'is_required', 'value']);
      const parameters = shared.body.parameters as { id: number }[];
      expect(new Set(parameters.map((p) => p.id)).size).toBe(parameters.length);
      expect(inflateParameters(refs, parameters)).toEqual(items);
      expect(shared.body.total).toBe(whole.body.total);
      expect(JSON.stringify(shared.body).length).toBeLessThan(JSON.stringify(whole.body).length * 0.8);
    },
  );

  it('refuses a value that is not a flag', async () => {
    const res = await get(app, 'get-property-list', { parameter_refs: 'maybe' });
    expect(res.status).toBe(400);
  });
});
