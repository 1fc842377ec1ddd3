import { describe, expect, it } from 'vitest';
import { countRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { get, post, type TestApp } from '../../testing/test-app.js';

// The four calls of saved searches (contract §3.8, issue 13): list, save, delete, unsubscribe.

let app: TestApp;
appPerFile(
  (a) => {
    app = a;
  },
  { demo_mode: false },
);

async function member() {
  const user = await createUser(app);
  return { user, auth: bearer(await createSession(app, user.id)) };
}

describe('save-search', () => {
  it('saves a search with a normalised query and lists it newest first', async () => {
    const { auth } = await member();
    const first = await post(
      app,
      'save-search',
      { name: 'Flats in Pune', query: 'city=Pune&limit=5&property_type=0' },
      auth,
    );
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Search saved');
    expect(first.body.data).toMatchObject({
      name: 'Flats in Pune',
      query: 'city=Pune&property_type=sell',
      frequency: 'instant',
      effective_frequency: 'instant',
      paused: false,
      new_matches: 0,
      last_alert_at: null,
      search_url: 'http://localhost:3000/properties?city=Pune&property_type=sell',
    });
    app.clock.now = new Date(app.clock.now.getTime() + 1000);
    const second = await post(
      app,
      'save-search',
      {
        name: 'Cheap',
        query: '?max_price=50000&offset=20&parameter_id[]=3&parameter_id[]=2',
        frequency: 'weekly',
        paused: true,
      },
      auth,
    );
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      query: 'max_price=50000&parameter_id=2%2C3',
      frequency: 'weekly',
      paused: true,
    });
    const list = await get(app, 'get-saved-searches', {}, auth);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Cheap', 'Flats in Pune']);
  });

  it('updates one of mine, and answers 404 for somebody else’s', async () => {
    const { auth } = await member();
    const other = await member();
    const saved = await post(app, 'save-search', { name: 'Mine', query: 'city=Goa' }, auth);
    const id = saved.body.data.id;
    const updated = await post(
      app,
      'save-search',
      { id, name: 'Renamed', query: 'city=Goa', frequency: 'daily' },
      auth,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Search updated');
    expect(updated.body.data).toMatchObject({ id, name: 'Renamed', frequency: 'daily' });
    const foreign = await post(app, 'save-search', { id, name: 'Stolen', query: '' }, other.auth);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const deleted = await post(app, 'delete-saved-search', { id }, other.auth);
    expect(deleted.status).toBe(404);
    expect((await get(app, 'get-saved-searches', {}, other.auth)).body.data).toEqual([]);
  });

  it('keeps what an edit does not send (query, frequency, paused)', async () => {
    const { auth } = await member();
    const saved = await post(
      app,
      'save-search',
      { name: 'Weekly', query: 'city=Goa', frequency: 'weekly', paused: true },
      auth,
    );
    const id = saved.body.data.id;
    const renamed = await post(app, 'save-search', { id, name: 'Weekly in Goa' }, auth);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Weekly in Goa',
      query: 'city=Goa',
      frequency: 'weekly',
      paused: true,
    });
    const resumed = await post(app, 'save-search', { id, name: 'Weekly in Goa', paused: false }, auth);
    expect(resumed.body.data).toMatchObject({ paused: false, frequency: 'weekly' });
  });

  it('refuses an invalid query with get-property-list’s own message, and a missing name', async () => {
    const { auth } = await member();
    const bad = await post(app, 'save-search', { name: 'Bad', query: 'min_price=900&max_price=100' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'min_price must not be greater than max_price',
    });
    const badType = await post(app, 'save-search', { name: 'Bad', query: 'property_type=castle' }, auth);
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe('VALIDATION_FAILED');
    const unknownCategory = await post(
      app,
      'save-search',
      { name: 'Bad', query: 'category_id=999999' },
      auth,
    );
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.message).toBe('Category not found');
    const noName = await post(app, 'save-search', { query: 'city=Pune' }, auth);
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Name is required');
    const long = await post(app, 'save-search', { name: 'x'.repeat(101), query: '' }, auth);
    expect(long.status).toBe(400);
    const wrongType = await post(
      app,
      'save-search',
      { name: { a: 1 }, query: ['x'], frequency: 'hourly' },
      auth,
    );
    expect(wrongType.status).toBe(400);
    expect(await countRows(app.deps.db, 'saved_searches', { user_id: (await member()).user.id })).toBe(0);
  });

  it('keeps at most 20 searches per member', async () => {
    const { user, auth } = await member();
    for (let i = 0; i < 20; i++) {
      const res = await post(app, 'save-search', { name: `Search ${i}`, query: `city=C${i}` }, auth);
      expect(res.status).toBe(201);
    }
    const over = await post(app, 'save-search', { name: 'One too many', query: '' }, auth);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'LIMIT_REACHED', message: 'You can save up to 20 searches' });
    expect(await countRows(app.deps.db, 'saved_searches', { user_id: user.id })).toBe(20);
  });

  it('deletes one of mine', async () => {
    const { auth } = await member();
    const saved = await post(app, 'save-search', { name: 'Gone soon', query: '' }, auth);
    const res = await post(app, 'delete-saved-search', { id: saved.body.data.id }, auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Search deleted');
    expect((await get(app, 'get-saved-searches', {}, auth)).body.total).toBe(0);
    expect((await post(app, 'delete-saved-search', { id: saved.body.data.id }, auth)).status).toBe(404);
  });

  it('answers 401 to guests', async () => {
    expect((await get(app, 'get-saved-searches')).status).toBe(401);
    expect((await post(app, 'save-search', { name: 'x', query: '' })).status).toBe(401);
    expect((await post(app, 'delete-saved-search', { id: 1 })).status).toBe(401);
  });
});

describe('unsubscribe-saved-search', () => {
  it('pauses the search by its signed token, without a session, idempotently', async () => {
    const { auth } = await member();
    const saved = await post(app, 'save-search', { name: 'Villas', query: 'search=villa' }, auth);
    const id = saved.body.data.id as number;
    const token = app.services.savedSearches.signer.sign('search', id);
    const res = await get(app, 'unsubscribe-saved-search', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'You will no longer receive alerts for this search',
      data: { id, name: 'Villas' },
    });
    expect((await get(app, 'unsubscribe-saved-search', { token })).status).toBe(200);
    const list = await get(app, 'get-saved-searches', {}, auth);
    expect(list.body.data[0].paused).toBe(true);
  });

  it('also takes the RFC 8058 one-click POST with the token in the link', async () => {
    const { auth } = await member();
    const saved = await post(app, 'save-search', { name: 'One click', query: '' }, auth);
    const token = app.services.savedSearches.signer.sign('search', saved.body.data.id);
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/unsubscribe-saved-search?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(app, 'get-saved-searches', {}, auth)).body.data[0].paused).toBe(true);
  });

  it('refuses forged, altered and garbled tokens', async () => {
    const { auth } = await member();
    const saved = await post(app, 'save-search', { name: 'Keep', query: '' }, auth);
    const id = saved.body.data.id as number;
    const token = app.services.savedSearches.signer.sign('search', id);
    const signature = token.split('.')[2] as string;
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [
      `search.${id + 1}.${signature}`,
      `search.${id}.${flipped}`,
      `favourites.${id}.${signature}`,
      'search.1.x',
      'garbage',
      `${token}x`,
    ]) {
      const res = await get(app, 'unsubscribe-saved-search', { token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({
        code: 'UNSUBSCRIBE_LINK_INVALID',
        message: 'This unsubscribe link is not valid',
      });
    }
    expect((await get(app, 'unsubscribe-saved-search')).status).toBe(400);
    expect((await get(app, 'get-saved-searches', {}, auth)).body.data[0].paused).toBe(false);
  });
});
