import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { refreshPropertyDerived } from '../../modules/listings/listing-derived.repository.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { isDatabaseEmpty, seedDemo } from './demo-seed.js';
import { SEED_NOW, useSeededDemo } from './seed-fixture.js';
import { resetDatabase } from './seed-reset.js';

// One fixed instant so two seeds can be compared row by row.
const NOW = SEED_NOW;
const nowIso = NOW.toISOString();

const toIsoText = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));

describe('demo seed', () => {
  const seeded = useSeededDemo();

  it('fills the catalogue', async () => {
    const { db } = seeded.database;
    expect(await isDatabaseEmpty(db)).toBe(false);
    const categories = await db
      .selectFrom('categories')
      .leftJoin('category_parameters', 'category_parameters.category_id', 'categories.id')
      .select(['categories.id', sql<number>`count(category_parameters.parameter_id)`.as('params')])
      .where('categories.status', '=', 1)
      .groupBy('categories.id')
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(12);
    for (const c of categories) expect(Number(c.params)).toBeGreaterThan(0);
    expect(seeded.summary.tables.outdoor_facilities).toBe(15);
    expect(seeded.summary.tables.articles).toBe(20);
    expect(seeded.summary.tables.faqs).toBe(15);
    const features = await db.selectFrom('package_features').selectAll().orderBy('id').execute();
    expect(features.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const setting = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'selected_currency_data')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(setting.value ?? 'null')).toEqual({ code: 'USD', name: 'US Dollar', symbol: '$' });
  });

  it('spreads at least 300 listings over 20+ cities in 3+ countries, for sale and for rent', async () => {
    const { db } = seeded.database;
    const rows = await db
      .selectFrom('properties')
      .select(['city', 'country', 'property_type', 'rentduration'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.property_type === 'sell' && r.rentduration === null)).toBe(true);
    const rents = rows.filter((r) => r.property_type === 'rent');
    expect(rents.length).toBeGreaterThan(50);
    expect(
      rents.every((r) => ['Daily', 'Monthly', 'Quarterly', 'Yearly'].includes(r.rentduration ?? '')),
    ).toBe(true);
    const cities = await db.selectFrom('cities').select(['name', 'name_key']).execute();
    expect(cities.length).toBeGreaterThanOrEqual(20);
    for (const c of cities) expect(c.name_key).toBe(c.name.trim().toLowerCase());
  });

  it('keeps the derived listing columns consistent', async () => {
    const { db } = seeded.database;
    const mismatched = await db
      .selectFrom('properties')
      .select('id')
      .where(
        sql<boolean>`favourite_count <> (select count(*) from favourites f where f.property_id = properties.id)`,
      )
      .execute();
    expect(mismatched).toEqual([]);
    const props = await db
      .selectFrom('properties')
      .leftJoin('users', 'users.id', 'properties.owner_id')
      .leftJoin('categories', 'categories.id', 'properties.category_id')
      .select([
        'properties.id',
        'properties.status',
        'properties.request_status',
        'properties.is_public',
        'properties.promoted_until',
        'properties.search_text',
        'properties.title',
        'properties.address',
        'properties.city',
        'properties.owner_id',
        'properties.property_type',
        'users.is_active',
        'categories.category',
      ])
      .execute();
    for (const p of props) {
      // 0 hidden, 1 visible but sold/rented, 2 visible and browsable (listings migration).
      const visible =
        p.status === 1 && p.request_status === 'approved' && (p.owner_id === null || p.is_active === 1);
      const browsable = p.property_type === 'sell' || p.property_type === 'rent';
      expect(p.is_public, `property ${p.id}`).toBe(visible ? (browsable ? 2 : 1) : 0);
      expect(p.search_text.startsWith(`${p.title} ${p.address} ${p.city} ${p.category}`.toLowerCase())).toBe(
        true,
      );
    }
    // The bulk-written search documents and sort prices are what the write path would compute.
    const before = await db
      .selectFrom('properties')
      .select(['id', 'search_text', 'sort_price'])
      .orderBy('id')
      .execute();
    await refreshPropertyDerived(db, NOW);
    const after = await db
      .selectFrom('properties')
      .select(['id', 'search_text', 'sort_price'])
      .orderBy('id')
      .execute();
    expect(after.map((p) => p.search_text)).toEqual(before.map((p) => p.search_text));
    for (const [i, p] of after.entries()) {
      expect(Number(p.sort_price)).toBeCloseTo(Number(before[i]?.sort_price), 1);
    }
    const rents = await db
      .selectFrom('properties')
      .select(['price', 'sort_price', 'rentduration'])
      .where('property_type', '=', 'rent')
      .where('rentduration', '=', 'Yearly')
      .execute();
    expect(rents.length).toBeGreaterThan(0);
    for (const r of rents) expect(Number(r.sort_price)).toBeCloseTo(Number(r.price) / 12, 1);
    const pools = await db
      .selectFrom('properties')
      .select('id')
      .where('search_text', 'like', '%swimming pool%')
      .where('title', 'not like', '%ool%')
      .execute();
    expect(pools.length).toBeGreaterThan(0);
    expect(new Set(props.map((p) => p.is_public))).toEqual(new Set([0, 1, 2]));

    const live = await db
      .selectFrom('advertisements')
      .select(['property_id', 'end_date'])
      .where('for', '=', 'property')
      .where('type', '=', 'list')
      .where('status', '=', 0)
      .where('is_enable', '=', 1)
      .where('end_date', '>', nowIso)
      .execute();
    expect(live.length).toBeGreaterThanOrEqual(12);
    const byId = new Map(props.map((p) => [p.id, p]));
    const liveIds = new Set(live.map((a) => a.property_id));
    for (const ad of live)
      expect(toIsoText(byId.get(ad.property_id as number)?.promoted_until)).toBe(toIsoText(ad.end_date));
    for (const p of props) if (!liveIds.has(p.id)) expect(p.promoted_until).toBeNull();
    expect(
      await db.selectFrom('moderation_reasons').select('id').where('entity', '=', 'property').execute(),
    ).not.toEqual([]);
  });

  it('creates 20 projects with plans, brochures and covers', async () => {
    const { db } = seeded.database;
    const projects = await db.selectFrom('projects').select(['id', 'is_public', 'promoted_until']).execute();
    expect(projects).toHaveLength(20);
    expect(projects.filter((p) => p.is_public === 1).length).toBeGreaterThanOrEqual(15);
    expect(projects.filter((p) => p.promoted_until !== null).length).toBe(4);
    const plans = await db.selectFrom('project_plans').select('project_id').execute();
    const docs = await db.selectFrom('project_documents').select(['project_id', 'file']).execute();
    for (const p of projects) {
      expect(plans.filter((x) => x.project_id === p.id).length).toBeGreaterThanOrEqual(2);
      expect(docs.filter((x) => x.project_id === p.id)).toHaveLength(1);
    }
    for (const d of docs) expect(existsSync(path.join(seeded.uploads, d.file))).toBe(true);
  });

  it('ships written about, privacy and terms pages', async () => {
    const rows = await seeded.database.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', ['about_us', 'privacy_policy', 'terms_conditions'])
      .execute();
    const page = Object.fromEntries(rows.map((r) => [r.key, String(JSON.parse(r.value ?? 'null'))]));
    const words = (key: string) => page[key]?.replace(/<[^>]*>/g, ' ') ?? '';
    expect(words('about_us')).toMatch(/open-source real-estate listing marketplace/);
    expect(words('about_us')).toMatch(/Who runs this site/);
    expect(words('about_us')).toMatch(/hello@domus\.example/);
    for (const topic of [
      /Account data/,
      /Listings/,
      /Messages/,
      /session cookie/,
      /privacy@domus\.example/,
    ]) {
      expect(words('privacy_policy')).toMatch(topic);
    }
    for (const topic of [/Accurate listings/, /Prohibited content/, /Moderation/, /Liability/]) {
      expect(words('terms_conditions')).toMatch(topic);
    }
    for (const key of ['about_us', 'privacy_policy', 'terms_conditions']) {
      expect(words(key).length, key).toBeGreaterThan(600);
      expect(words(key)).not.toMatch(/not been written/i);
    }
  });

  it('names categories and parameters in French and Arabic, and marks the card facts', async () => {
    const { db } = seeded.database;
    const categories = await db.selectFrom('categories').select(['slug_id', 'translations']).execute();
    for (const c of categories) {
      const t = JSON.parse(c.translations);
      expect(t.fr?.category, c.slug_id).toEqual(expect.any(String));
      expect(t.ar?.category, c.slug_id).toEqual(expect.any(String));
    }
    const apartment = JSON.parse(categories.find((c) => c.slug_id === 'apartment')?.translations ?? '{}');
    expect(apartment.fr.category).toBe('Appartement');
    const parameters = await db
      .selectFrom('parameters')
      .select(['name', 'translations', 'card_fact', 'unit'])
      .execute();
    for (const p of parameters)
      expect(JSON.parse(p.translations).fr?.name, p.name).toEqual(expect.any(String));
    const facts = parameters.filter((p) => p.card_fact !== null).map((p) => [p.name, p.card_fact, p.unit]);
    expect(facts.sort()).toEqual([
      ['Area (sq ft)', 'area', 'sq_ft'],
      ['Bathrooms', 'bathrooms', null],
      ['Bedrooms', 'bedrooms', null],
    ]);
  });

  it('stores languages with their web strings', async () => {
    const langs = await seeded.database.db
      .selectFrom('languages')
      .selectAll()
      .where('status', '=', 1)
      .execute();
    expect(langs.length).toBeGreaterThanOrEqual(2);
    const rtl = langs.find((l) => l.rtl === 1);
    expect(rtl).toBeDefined();
    expect(Object.keys(JSON.parse(rtl?.web_file ?? '{}')).length).toBeGreaterThan(0);
    expect(langs.map((l) => l.code)).toContain('en');
  });

  it('writes the pictures the rows point at', async () => {
    const { db } = seeded.database;
    expect(seeded.summary.media?.written).toBeGreaterThan(100);
    const gallery = await db.selectFrom('property_images').select('image').distinct().execute();
    expect(gallery.length).toBeGreaterThanOrEqual(30);
    const keys = new Set<string>(gallery.map((g) => g.image));
    for (const p of await db.selectFrom('properties').select(['title_image', 'three_d_image']).execute()) {
      keys.add(p.title_image);
      if (p.three_d_image) keys.add(p.three_d_image);
    }
    for (const u of await db.selectFrom('users').select('profile').execute())
      if (u.profile) keys.add(u.profile);
    for (const c of await db.selectFrom('categories').select('image').execute())
      if (c.image) keys.add(c.image);
    for (const key of keys) expect(existsSync(path.join(seeded.uploads, key)), key).toBe(true);
  });

  it('is deterministic for the same `now`, also after a reset', async () => {
    const other = await createTestDatabase();
    try {
      const listing = (d: TestDatabase) =>
        d.db
          .selectFrom('properties')
          .select(['id', 'title', 'price', 'slug_id', 'created_at'])
          .orderBy('id')
          .execute()
          .then((rows) =>
            rows.map((r) => ({ ...r, price: Number(r.price), created_at: toIsoText(r.created_at) })),
          );
      // Same storage: the pictures already exist, so this run only checks and skips them.
      const again = await seedDemo({
        db: other.db,
        dialect: other.dialect,
        storage: seeded.storage,
        now: NOW,
      });
      expect(again.media?.written).toBe(0);
      const first = await listing(seeded.database);
      expect(await listing(other)).toEqual(first);

      // A demo in use holds members' chat reports, which refer to their accounts.
      const reporter = await other.db
        .selectFrom('users')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await other.db
        .insertInto('chat_reports')
        .values({
          reporter_id: reporter.id,
          reported_user_id: 0,
          property_id: 1,
          property_title: 'Demo',
          reason: 'Test',
          evidence: '{"messages":[]}',
          message_count: 0,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
      await resetDatabase(other.db, other.dialect);
      expect(await isDatabaseEmpty(other.db)).toBe(true);
      await seedDemo({
        db: other.db,
        dialect: other.dialect,
        storage: seeded.storage,
        now: NOW,
        images: false,
      });
      expect(await listing(other)).toEqual(first);
    } finally {
      await other.destroy();
    }
  });
});
