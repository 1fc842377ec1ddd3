import { describe, expect, it } from 'vitest';
import { countRows, findRows, getRow, insertRow } from '../../db/testing/rows.js';
import { bearer, createSession } from '../../db/testing/user.factory.js';
import { alertWorld, mailHeader, mailParts, mailSubject } from '../../testing/alert-world.js';
import { get } from '../../testing/test-app.js';

// The saved-search alert sweep (issue 13): new listings matching a search, digests when due,
// favourites' price drops and status changes, unsubscribe links, pause and back-off; mail read
// back from a real SMTP listener.

const { world, tick, member, saveSearch, listing, change, sweep, otherSweep, mailsTo } = alertWorld();

let cities = 0;
const city = () => `Alertville ${++cities}`;

describe('new listings matching a saved search', () => {
  it('mails a listing approved after the search was saved once, even with sweeps racing', async () => {
    const m = await member('Asha');
    const where = city();
    const search = await saveSearch(m.auth, {
      name: 'Flats in town',
      query: `city=${where}&property_type=sell`,
    });
    const home = await listing({ city: where, request_status: 'pending', title: 'Sunny flat <3 rooms>' });
    tick();
    await change(home.id, { request_status: 'approved' });
    tick();
    const [a, b, c] = await Promise.all([sweep(), otherSweep().run(), otherSweep().run()]);
    expect([a, b, c].filter((r) => !r.skipped).length).toBeGreaterThanOrEqual(1);
    await Promise.all([sweep(), otherSweep().run()]);
    tick(60_000);
    await sweep();

    const mails = mailsTo(m.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(mailSubject(mail)).toBe('1 new listing matches "Flats in town" - Domus Test');
    const { text, html } = mailParts(mail);
    const detailUrl = `http://localhost:3000/properties-details/${home.slug_id}`;
    expect(text).toContain('Hello Asha,');
    expect(text).toContain('Sunny flat <3 rooms>');
    expect(text).toContain(detailUrl);
    expect(text).toContain('Manage your saved searches: http://localhost:3000/user/saved-searches');
    // Accessible HTML: language, a heading, a list, real links, alt text, escaped content.
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>New listings for “Flats in town”<\/h1>/);
    expect(html).toMatch(/<ul[^>]*>[\s\S]*<li/);
    expect(html).toContain(`href="${detailUrl}"`);
    expect(html).toContain('alt="Sunny flat &lt;3 rooms&gt;"');
    expect(html).not.toContain('<table');
    const token = app().services.savedSearches.signer.sign('search', search.id);
    expect(mailHeader(mail, 'List-Unsubscribe')).toBe(
      `<http://localhost:3000/api/unsubscribe-saved-search?token=${encodeURIComponent(token)}>`,
    );
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(html).toContain(`http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`);

    const notes = await findRows(app().deps.db, 'notifications', { user_id: m.id });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ event: 'saved_search_match', property_id: home.id, type: 2 });
    const list = await get(app(), 'get-saved-searches', {}, m.auth);
    expect(list.body.data[0]).toMatchObject({ new_matches: 0, last_alert_at: expect.any(String) });
  });

  it('does not mail a listing approved before the search was saved, nor one that does not match', async () => {
    const m = await member();
    const where = city();
    await listing({ city: where, title: 'Old news' });
    tick();
    await saveSearch(m.auth, { query: `city=${where}` });
    tick();
    await listing({ city: city(), title: 'Elsewhere' });
    await listing({ city: where, property_type: 'rent', title: 'Wrong type' });
    await saveSearch(m.auth, {
      name: 'Sales only',
      query: `city=${where}&property_type=sell&min_price=500000`,
    });
    tick();
    await listing({ city: where, price: 10, title: 'Too cheap' });
    tick();
    await sweep();
    // The rent and the cheap listing match the first search (any type, any price); nothing matches
    // the second; the listing elsewhere matches neither; the old one is not news.
    const subjects = mailsTo(m.email).map(mailSubject);
    expect(subjects).toEqual(['2 new listings match "My search" - Domus Test']);
    const { text } = mailParts(mailsTo(m.email)[0] as never);
    expect(text).toContain('Wrong type');
    expect(text).toContain('Too cheap');
    expect(text).not.toContain('Old news');
    expect(text).not.toContain('Elsewhere');
  });

  it('matches a keyword as get-property-list does (title, description…), case aside', async () => {
    const m = await member();
    const where = city();
    await saveSearch(m.auth, { query: `city=${where}&search=courtyard` });
    tick();
    await listing({ city: where, title: 'House with a COURTYARD' });
    await listing({
      city: where,
      title: 'Plain house',
      description: '<p>A quiet courtyard at the back.</p>',
    });
    await listing({ city: where, title: 'No yard at all' });
    tick();
    await sweep();
    const [mail] = mailsTo(m.email);
    if (!mail) throw new Error('no mail');
    const { text } = mailParts(mail);
    expect(text).toContain('House with a COURTYARD');
    expect(text).toContain('Plain house');
    expect(text).not.toContain('No yard at all');
    const listed = await get(app(), 'get-property-list', { city: where, search: 'courtyard' });
    expect(listed.body.total).toBe(2);
  });

  it('lists at most 14 listings per mail, then "and N more" with the search link', async () => {
    const m = await member();
    const where = city();
    const search = await saveSearch(m.auth, { query: `city=${where}` });
    tick();
    for (let i = 0; i < 17; i++) await listing({ city: where, title: `Home ${i}` });
    tick();
    await sweep();
    const [mail, ...more] = mailsTo(m.email);
    expect(more).toEqual([]);
    if (!mail) throw new Error('no mail');
    expect(mailSubject(mail)).toBe('17 new listings match "My search" - Domus Test');
    const { text, html } = mailParts(mail);
    expect(text.match(/\/properties-details\//g)).toHaveLength(14);
    expect(html.match(/<li/g)).toHaveLength(14);
    expect(text).toContain(`And 3 more: http://localhost:3000/properties?${search.query}`);
    expect(html).toContain('And 3 more');
  });

  it('sends nothing for a paused search', async () => {
    const m = await member();
    const where = city();
    const search = await saveSearch(m.auth, { query: `city=${where}`, paused: true });
    tick();
    await listing({ city: where });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toEqual([]);
    expect(await countRows(app().deps.db, 'alert_deliveries', { saved_search_id: search.id })).toBe(0);
  });

  it('stops after the mail’s unsubscribe link is followed, without a session', async () => {
    const m = await member();
    const where = city();
    await saveSearch(m.auth, { query: `city=${where}` });
    tick();
    await listing({ city: where });
    tick();
    await sweep();
    const [mail] = mailsTo(m.email);
    if (!mail) throw new Error('no mail');
    const link = /token=([^>\s]+)>/.exec(mailHeader(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    const res = await get(app(), 'unsubscribe-saved-search', { token: decodeURIComponent(link) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You will no longer receive alerts for this search');
    tick();
    await listing({ city: where });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(1);
  });
});

describe('digests', () => {
  it('sends a daily search’s matches once a day has passed since it was saved, then daily', async () => {
    const m = await member();
    const where = city();
    const search = await saveSearch(m.auth, { query: `city=${where}`, frequency: 'daily' });
    const saved = app().clock.now.getTime();
    tick(3600_000);
    await listing({ city: where, title: 'First' });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toEqual([]);
    const pending = await get(app(), 'get-saved-searches', {}, m.auth);
    expect(pending.body.data[0]).toMatchObject({ id: search.id, new_matches: 1, last_alert_at: null });

    app().clock.now = new Date(saved + 24 * 3600_000 - 1000);
    await sweep();
    expect(mailsTo(m.email)).toEqual([]);
    app().clock.now = new Date(saved + 24 * 3600_000);
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(1);
    const firstDigest = app().clock.now.getTime();

    tick(3600_000);
    await listing({ city: where, title: 'Second' });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(1);
    app().clock.now = new Date(firstDigest + 24 * 3600_000);
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(2);
    expect(mailParts(mailsTo(m.email)[1] as never).text).toContain('Second');
    expect(mailParts(mailsTo(m.email)[1] as never).text).not.toContain('First');
  });

  it('backs off a search ignored for 30 days (instant → daily → weekly) and steps back up on use', async () => {
    const m = await member();
    const where = city();
    const search = await saveSearch(m.auth, { query: `city=${where}` });
    tick();
    await listing({ city: where });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(1);
    const row = () => getRow(app().deps.db, 'saved_searches', { id: search.id });

    tick(29 * 24 * 3600_000);
    await sweep();
    expect((await row()).backoff_frequency).toBeNull();
    tick(24 * 3600_000);
    await sweep();
    expect((await row()).backoff_frequency).toBe('daily');
    // Ignored 30 more days (an alert went out meanwhile): weekly.
    await listing({ city: where });
    tick(24 * 3600_000);
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(2);
    tick(30 * 24 * 3600_000);
    await sweep();
    expect((await row()).backoff_frequency).toBe('weekly');

    // Sessions end after weeks without use: the member signs in again and opens the list.
    const fresh = bearer(await createSession(app(), m.id));
    const list = await get(app(), 'get-saved-searches', {}, fresh);
    expect(list.body.data[0]).toMatchObject({ frequency: 'instant', effective_frequency: 'instant' });
    expect((await row()).backoff_frequency).toBeNull();
  });
});

describe('favourites', () => {
  async function favourite(userId: number, propertyId: number) {
    await insertRow(app().deps.db, 'favourites', {
      user_id: userId,
      property_id: propertyId,
      created_at: app().clock.now.toISOString(),
    });
  }

  it('mails a price drop and a sale to the members who favourited the listing, not a price rise', async () => {
    await sweep();
    const m = await member('Fatima');
    const bystander = await member();
    const home = await listing({ city: city(), price: 250_000, title: 'Lake house' });
    await favourite(m.id, home.id);
    tick();
    await change(home.id, { price: 260_000 });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toEqual([]);

    await change(home.id, { price: 230_000 });
    tick();
    await Promise.all([sweep(), otherSweep().run()]);
    await sweep();
    const [drop, ...rest] = mailsTo(m.email);
    expect(rest).toEqual([]);
    if (!drop) throw new Error('no mail');
    expect(mailSubject(drop)).toBe('A favourite listing has changed - Domus Test');
    const { text, html } = mailParts(drop);
    expect(text).toContain('Lake house — Price reduced from $260,000 to $230,000');
    expect(html).toContain('<html lang="en">');
    expect(mailHeader(drop, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await findRows(app().deps.db, 'notifications', { user_id: m.id })).toEqual([
      expect.objectContaining({ event: 'favourite_price_drop', property_id: home.id }),
    ]);

    tick();
    await change(home.id, { property_type: 'sold' });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(2);
    expect(mailParts(mailsTo(m.email)[1] as never).text).toContain('Lake house — Sold');
    expect(mailsTo(bystander.email)).toEqual([]);
  });

  it('mails a switch-off; the favourites unsubscribe link turns these alerts off', async () => {
    await sweep();
    const m = await member();
    const home = await listing({ city: city(), title: 'Barn' });
    const other = await listing({ city: city(), title: 'Loft', price: 500_000 });
    await favourite(m.id, home.id);
    await favourite(m.id, other.id);
    tick();
    await change(home.id, { status: 0 });
    tick();
    await sweep();
    const [mail] = mailsTo(m.email);
    if (!mail) throw new Error('no mail');
    expect(mailParts(mail).text).toContain('Barn — No longer available');
    expect(await findRows(app().deps.db, 'notifications', { user_id: m.id })).toEqual([
      expect.objectContaining({ event: 'favourite_status_change', property_id: home.id }),
    ]);
    const token = /token=([^>\s]+)>/.exec(mailHeader(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    const res = await app().app.inject({
      method: 'POST',
      url: `/api/unsubscribe-saved-search?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    tick();
    await change(other.id, { price: 400_000 });
    tick();
    await sweep();
    expect(mailsTo(m.email)).toHaveLength(1);
  });
});

function app() {
  return world.app;
}
