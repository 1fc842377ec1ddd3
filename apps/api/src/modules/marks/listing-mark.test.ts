import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportReason } from '../../db/testing/catalogue.factory.js';
import { createCategory, createProperty } from '../../db/testing/listing.factory.js';
import { subscribe } from '../../db/testing/package.factory.js';
import { findRows, getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, post, type TestApp } from '../../testing/test-app.js';
import { propertyWriteRepository } from '../listings/listing-write.repository.js';

// Favourites, interest and reports on a real app and database.

let app: TestApp;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  app.clock.now = new Date('2026-05-01T09:00:00.000Z');
  await app.services.settings.set('demo_mode', false);
  categoryId = (await createCategory(app)).id;
});
afterAll(async () => {
  await app.close();
});

async function member(name = 'Member') {
  const user = await createUser(app, { name });
  return { user, auth: bearer(await createSession(app, user.id)) };
}

const listing = (values: Partial<Parameters<typeof createProperty>[1]> = {}) =>
  createProperty(app, { category_id: categoryId, ...values });

const later = (minutes: number) => {
  app.clock.now = new Date(app.clock.now.getTime() + minutes * 60_000);
};

describe('add_favourite and get_favourite_property', () => {
  it('adds and removes idempotently, counting favourites on the listing', async () => {
    const { auth } = await member();
    const other = await member('Other');
    const home = await listing();
    const add = await post(app, 'add_favourite', { property_id: home.id, type: 1 }, auth);
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({
      message: 'Property added to favourites',
      data: { property_id: home.id, is_favourite: true, total_favourite_users: 1 },
    });
    expect((await post(app, 'add_favourite', { property_id: home.id, type: 1 }, auth)).body.data).toEqual({
      property_id: home.id,
      is_favourite: true,
      total_favourite_users: 1,
    });
    await post(app, 'add_favourite', { property_id: home.id, type: '1' }, other.auth);
    expect((await getRow(app.deps.db, 'properties', { id: home.id })).favourite_count).toBe(2);

    const remove = await post(app, 'add_favourite', { property_id: home.id, type: 0 }, auth);
    expect(remove.body).toMatchObject({
      message: 'Property removed from favourites',
      data: { is_favourite: false, total_favourite_users: 1 },
    });
    expect((await post(app, 'add_favourite', { property_id: home.id, type: 0 }, auth)).status).toBe(200);
    const detail = await get(app, 'get_property', { id: home.id, count_view: 0 }, other.auth);
    expect(detail.body.data[0]).toMatchObject({ is_favourite: true, total_favourite_users: 1 });
  });

  it('needs a visible listing to add, never to remove, and a session', async () => {
    const { auth } = await member();
    const visible = await listing();
    expect((await post(app, 'add_favourite', { property_id: visible.id, type: 1 }, auth)).status).toBe(200);
    const hidden = await listing({ status: 0 });
    expect((await post(app, 'add_favourite', { property_id: hidden.id, type: 1 }, auth)).status).toBe(404);
    expect((await post(app, 'add_favourite', { property_id: 987_654, type: 1 }, auth)).status).toBe(404);
    expect((await post(app, 'add_favourite', { property_id: visible.id, type: 1 })).status).toBe(401);
    const bad = await post(app, 'add_favourite', { property_id: visible.id, type: 'yes' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('type must be true or false');
    const missing = await post(app, 'add_favourite', { type: 1 }, auth);
    expect(missing.body.message).toBe('Please fill all fields');
  });

  it('lists my visible favourites newest first, sold included, premium only when entitled', async () => {
    const { user, auth } = await member();
    const first = await listing({ title: 'First' });
    const sold = await listing({ title: 'Sold one' });
    const premium = await listing({ title: 'Premium one', is_premium: 1 });
    const hiddenLater = await listing({ title: 'Hidden later' });
    for (const home of [first, sold, premium, hiddenLater]) {
      later(1);
      expect((await post(app, 'add_favourite', { property_id: home.id, type: 1 }, auth)).status).toBe(200);
    }
    // Sold stays visible by lookup; hidden leaves public view (both written as a writer would).
    await propertyWriteRepository(app.deps.db).update([sold.id], { property_type: 'sold' }, app.clock.now);
    await propertyWriteRepository(app.deps.db).update([hiddenLater.id], { status: 0 }, app.clock.now);

    const titles = async () => {
      const res = await get(app, 'get_favourite_property', {}, auth);
      expect(res.status).toBe(200);
      return { titles: res.body.data.map((p: { title: string }) => p.title), total: res.body.total };
    };
    expect(await titles()).toEqual({ titles: ['Sold one', 'First'], total: 2 });
    await subscribe(app, user.id, [{ type: 'premium_properties' }]);
    expect(await titles()).toEqual({ titles: ['Premium one', 'Sold one', 'First'], total: 3 });
    const page = await get(app, 'get_favourite_property', { offset: 1, limit: 1 }, auth);
    expect(page.body.data.map((p: { title: string }) => p.title)).toEqual(['Sold one']);
    expect(page.body.total).toBe(3);
    expect((await get(app, 'get_favourite_property')).status).toBe(401);
  });
});

describe('interested_users and get_interested_users', () => {
  it('shares the interested member with the owner, newest first; not with anyone else', async () => {
    const owner = await member('Owner');
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const home = await listing({ owner_id: owner.user.id });
    const ashaAt = app.clock.now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const add = await post(app, 'interested_users', { property_id: home.id, type: 1 }, asha.auth);
    expect(add.body).toMatchObject({
      message: 'Interest added',
      data: { property_id: home.id, is_interested: true, total_interested_users: 1 },
    });
    later(1);
    await post(app, 'interested_users', { property_id: home.id, type: 1 }, ravi.auth);

    const list = await get(app, 'get_interested_users', { property_id: home.id }, owner.auth);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((u: { name: string }) => u.name)).toEqual(['Ravi', 'Asha']);
    expect(list.body.data[1]).toEqual({
      id: asha.user.id,
      name: 'Asha',
      slug_id: asha.user.slug_id,
      profile: null,
      email: asha.user.email,
      mobile: asha.user.mobile,
      created_at: ashaAt,
    });
    const bySlug = await get(app, 'get_interested_users', { slug_id: home.slug_id, limit: 1 }, owner.auth);
    expect(bySlug.body.data.map((u: { name: string }) => u.name)).toEqual(['Ravi']);

    const notMine = await get(app, 'get_interested_users', { property_id: home.id }, asha.auth);
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('NOT_OWNER');
    expect((await get(app, 'get_interested_users', {}, owner.auth)).status).toBe(400);

    const removed = await post(app, 'interested_users', { property_id: home.id, type: 0 }, ravi.auth);
    expect(removed.body).toMatchObject({ message: 'Interest removed', data: { total_interested_users: 1 } });
  });

  it('refuses interest in my own listing', async () => {
    const owner = await member('Self');
    const home = await listing({ owner_id: owner.user.id });
    const own = await post(app, 'interested_users', { property_id: home.id, type: 1 }, owner.auth);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ code: 'OWN_LISTING' });
  });
});

describe('add_reports', () => {
  it('takes one report per member and listing, with a reason or in their own words', async () => {
    const reason = await createReportReason(app, { reason: 'Misleading photos' });
    const owner = await member('Lister');
    const reporter = await member('Reporter');
    const home = await listing({ owner_id: owner.user.id });
    const res = await post(app, 'add_reports', { property_id: home.id, reason_id: reason.id }, reporter.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Report Submitted Successfully',
      data: { property_id: home.id, is_reported: true },
    });
    const again = await post(
      app,
      'add_reports',
      { property_id: home.id, reason_id: 0, other_message: 'Still wrong' },
      reporter.auth,
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_REPORTED', message: 'Already Reported' });

    const second = await member('Second');
    const other = await post(
      app,
      'add_reports',
      { property_id: home.id, reason_id: 0, other_message: '  The address is a car park.  ' },
      second.auth,
    );
    expect(other.status).toBe(201);
    const stored = await findRows(app.deps.db, 'reports', { property_id: home.id }, { orderBy: 'id' });
    expect(stored.map((r) => [r.user_id, r.reason_id, r.other_message, r.status])).toEqual([
      [reporter.user.id, reason.id, null, 'open'],
      [second.user.id, null, 'The address is a car park.', 'open'],
    ]);
  });

  it('says what is missing, and refuses my own listing and hidden ones', async () => {
    const reporter = await member('Careful');
    const owner = await member('Owner2');
    const home = await listing({ owner_id: owner.user.id });
    const noReason = await post(app, 'add_reports', { property_id: home.id }, reporter.auth);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please select a reason first');
    const unknownReason = await post(
      app,
      'add_reports',
      { property_id: home.id, reason_id: 99_999 },
      reporter.auth,
    );
    expect(unknownReason.status).toBe(400);
    expect(unknownReason.body.message).toBe('Please select a reason first');
    const noWords = await post(app, 'add_reports', { property_id: home.id, reason_id: 0 }, reporter.auth);
    expect(noWords.status).toBe(400);
    expect(noWords.body.message).toBe('Please write your reason');
    const tooLong = await post(
      app,
      'add_reports',
      { property_id: home.id, reason_id: 0, other_message: 'x'.repeat(1001) },
      reporter.auth,
    );
    expect(tooLong.status).toBe(400);

    const own = await post(
      app,
      'add_reports',
      { property_id: home.id, reason_id: 0, other_message: 'x' },
      owner.auth,
    );
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('OWN_LISTING');
    const hidden = await listing({ status: 0 });
    const gone = await post(
      app,
      'add_reports',
      { property_id: hidden.id, reason_id: 0, other_message: 'x' },
      reporter.auth,
    );
    expect(gone.status).toBe(404);
    expect(await findRows(app.deps.db, 'reports', { user_id: reporter.user.id })).toEqual([]);
  });

  it('is allowed in demo mode, like favourites and interest', async () => {
    const reporter = await member('Demo visitor');
    const home = await listing();
    await app.services.settings.set('demo_mode', true);
    try {
      expect(
        (await post(app, 'add_favourite', { property_id: home.id, type: 1 }, reporter.auth)).status,
      ).toBe(200);
      expect(
        (await post(app, 'interested_users', { property_id: home.id, type: 1 }, reporter.auth)).status,
      ).toBe(200);
      expect(
        (
          await post(
            app,
            'add_reports',
            { property_id: home.id, reason_id: 0, other_message: 'x' },
            reporter.auth,
          )
        ).status,
      ).toBe(201);
    } finally {
      await app.services.settings.set('demo_mode', false);
    }
  });
});
