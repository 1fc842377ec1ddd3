import { describe, expect, it } from 'vitest';
import { createProperty } from '../../db/testing/listing.factory.js';
import { countRows } from '../../db/testing/rows.js';
import { pushWorld } from '../../testing/push-world.js';
import { post } from '../../testing/test-app.js';
import { alertSweepRepository } from './alert-sweep.repository.js';

// Alerts reach a subscribed browser by Web Push (checked at a local push service that verifies
// VAPID and decrypts), each alert row goes to one sender, and a deleted account leaves nothing.

const { world, member, subscribed, settled } = pushWorld();

const tick = () => {
  world.app.clock.now = new Date(world.app.clock.now.getTime() + 1000);
};

describe('saved-search alerts and Web Push', () => {
  it('pushes the match to the member’s subscribed browser', async () => {
    const m = await subscribed({ name: 'Pia' });
    const saved = await post(
      world.app,
      'save-search',
      { name: 'Goa villas', query: 'city=Push Town' },
      m.auth,
    );
    expect(saved.status).toBe(201);
    tick();
    const home = await createProperty(world.app, { category_id: world.categoryId, city: 'Push Town' });
    tick();
    const frames: unknown[] = [];
    const stop = world.app.deps.realtime.subscribe(m.id, (frame) => frames.push(frame));
    const report = await world.app.services.alertSweep.run();
    stop();
    expect(report).toMatchObject({ skipped: false, searchMails: 1 });
    await settled();
    // The open connections of the member get the notification frame too.
    expect(frames).toEqual([
      {
        type: 'notification',
        data: expect.objectContaining({ event: 'saved_search_match', property_id: home.id }),
      },
    ]);
    const payloads = world.service.to(m.endpoint).map((push) => {
      expect(push.problems).toEqual([]);
      return push.payload;
    });
    expect(payloads).toEqual([
      expect.objectContaining({
        event: 'saved_search_match',
        title: 'New listings for “Goa villas”',
        property_id: home.id,
        url: '/properties?city=Push+Town',
      }),
    ]);
  });

  it('claims each owed alert for one sender only, however many claim at once', async () => {
    const m = await member();
    const saved = await post(world.app, 'save-search', { name: 'Race', query: 'city=Race Town' }, m.auth);
    const home = await createProperty(world.app, { category_id: world.categoryId, city: 'Race Town' });
    const repo = alertSweepRepository(world.app.deps.db);
    const row = {
      user_id: m.id,
      saved_search_id: saved.body.data.id,
      property_id: home.id,
      kind: 'search_match',
      value: String(saved.body.data.id),
    };
    await Promise.all([
      repo.recordDeliveries([row], world.app.clock.now),
      repo.recordDeliveries([row], world.app.clock.now),
    ]);
    expect(await countRows(world.app.deps.db, 'alert_deliveries', { user_id: m.id })).toBe(1);
    const claims = await Promise.all([
      repo.claimSearchMatches([row.saved_search_id], world.app.clock.now),
      repo.claimSearchMatches([row.saved_search_id], world.app.clock.now),
    ]);
    expect(claims.flat()).toEqual([{ saved_search_id: row.saved_search_id, property_id: home.id }]);
  });

  it('a deleted account leaves no saved searches or alert rows', async () => {
    const m = await member();
    await post(world.app, 'save-search', { name: 'Leaving', query: 'city=Gone' }, m.auth);
    const res = await post(world.app, 'delete_user', { userid: m.id }, m.auth);
    expect(res.status).toBe(200);
    expect(await countRows(world.app.deps.db, 'saved_searches', { user_id: m.id })).toBe(0);
    expect(await countRows(world.app.deps.db, 'alert_deliveries', { user_id: m.id })).toBe(0);
  });
});
