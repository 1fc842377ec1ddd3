import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { openDatabase } from '../../apps/api/src/db/database';
import { refreshPropertyDerived } from '../../apps/api/src/modules/listings/listing-derived.repository';
import { BASE_URL } from '../lib/browser';

// Issue 3: sitemap.xml lists a freshly approved listing. A listing waiting for review is not in
// it; once approved (status and derived visibility changed the way the moderation path does), the
// next sitemap.xml has it. The server's own SQLite database is reached through the data
// directory the e2e runner gives it (DOMUS_E2E_DATA_DIR).

const dataDir = process.env.DOMUS_E2E_DATA_DIR;
let handle: ReturnType<typeof openDatabase>;

before(() => {
  assert.ok(dataDir, 'DOMUS_E2E_DATA_DIR names the data directory of the server under test');
  handle = openDatabase({ url: path.join(dataDir, 'domus.sqlite') });
});

after(async () => {
  await handle?.close();
});

async function sitemap(): Promise<string> {
  const response = await fetch(`${BASE_URL}/sitemap.xml`);
  assert.equal(response.status, 200);
  return response.text();
}

test('a listing approved just now appears in sitemap.xml', async () => {
  const pending = await handle.db
    .selectFrom('properties')
    .select(['id', 'slug_id'])
    .where('request_status', '=', 'pending')
    .where('status', '=', 1)
    .where('property_type', 'in', ['sell', 'rent'])
    .where('owner_id', 'is', null)
    .executeTakeFirst()
    .then(
      async (row) =>
        row ??
        handle.db
          .selectFrom('properties as p')
          .innerJoin('users as u', 'u.id', 'p.owner_id')
          .select(['p.id', 'p.slug_id'])
          .where('p.request_status', '=', 'pending')
          .where('p.status', '=', 1)
          .where('p.property_type', 'in', ['sell', 'rent'])
          .where('u.is_active', '=', 1)
          .executeTakeFirstOrThrow(),
    );
  const url = `/properties-details/${pending.slug_id}`;
  assert.ok(!(await sitemap()).includes(url), 'a listing under review is not in the sitemap');

  await handle.db
    .updateTable('properties')
    .set({ request_status: 'approved' })
    .where('id', '=', pending.id)
    .execute();
  await refreshPropertyDerived(handle.db, new Date(), [pending.id]);

  // Written behind the server's back, so no change is published: the cached answer lasts until its
  // time limit (2 s under the e2e runner), and the sitemap has the listing right after.
  const deadline = Date.now() + 10_000;
  let listed = (await sitemap()).includes(url);
  while (!listed && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    listed = (await sitemap()).includes(url);
  }
  assert.ok(listed, 'the approved listing is in sitemap.xml within the cache time limit');
});
