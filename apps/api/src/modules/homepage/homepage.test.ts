import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/dialect.js';
import {
  createAdvertisement,
  createCategory,
  createProject,
  createProperty,
} from '../../db/testing/listing.factory.js';
import { insertRow, insertRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { createTestApp, get, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
const ids: Record<string, number> = {};
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.deps.db;
  const at = nowIso(app.clock.now);
  const daysAgo = (n: number) => nowIso(new Date(app.clock.now.getTime() - n * DAY));
  const villa = await createCategory(app, { category: 'Villa', slug_id: 'villa', sequence: 2 });
  const flat = await createCategory(app, { category: 'Flat', slug_id: 'flat', sequence: 1 });
  await createCategory(app, { category: 'Empty', slug_id: 'empty', sequence: 0 });
  ids.villa = villa.id;
  const agent = await createUser(app, {
    name: 'Asha Rao',
    slug_id: 'asha-rao',
    verification_status: 'success',
  });
  ids.a = (
    await createProperty(app, {
      category_id: villa.id,
      title: 'Goa villa',
      city: 'Goa',
      latitude: 15.5,
      longitude: 73.8,
      favourite_count: 9,
      total_view: 1,
      created_at: daysAgo(5),
      owner_id: agent.id,
    })
  ).id;
  ids.b = (
    await createProperty(app, {
      category_id: flat.id,
      title: 'Pune flat',
      city: 'Pune',
      favourite_count: 1,
      total_view: 90,
      created_at: daysAgo(2),
      price: 50_000,
    })
  ).id;
  ids.c = (
    await createProperty(app, {
      category_id: flat.id,
      title: 'Mumbai flat',
      city: 'Mumbai',
      latitude: 19.07,
      longitude: 72.87,
      created_at: daysAgo(1),
      price: 80_000,
    })
  ).id;
  await createProperty(app, { category_id: flat.id, title: 'Hidden flat', status: 0 });
  await createAdvertisement(app, { property_id: ids.a }, { created_at: daysAgo(3) });
  await createAdvertisement(app, { property_id: ids.b }, { created_at: daysAgo(1) });
  const project = await createProject(app, { category_id: flat.id, title: 'Green Heights' });
  await createAdvertisement(app, { project_id: project.id });
  await createProject(app, { category_id: flat.id, title: 'Blue Towers', created_at: daysAgo(3) });
  await insertRows(db, 'sliders', [
    {
      type: '3',
      property_id: ids.a,
      image: 'demo/s1.jpg',
      web_image: 'demo/s1w.jpg',
      sequence: 2,
      status: 1,
      show_property_details: 1,
      created_at: at,
      updated_at: at,
    },
    {
      type: '2',
      category_id: villa.id,
      image: 'demo/s2.jpg',
      sequence: 1,
      status: 1,
      show_property_details: 0,
      created_at: at,
      updated_at: at,
    },
    {
      type: '4',
      link: 'https://example.com/offer',
      image: 'demo/s3.jpg',
      sequence: 3,
      status: 1,
      show_property_details: 0,
      created_at: at,
      updated_at: at,
    },
    {
      type: '1',
      image: 'demo/off.jpg',
      sequence: 0,
      status: 0,
      show_property_details: 0,
      created_at: at,
      updated_at: at,
    },
  ]);
  await insertRow(db, 'articles', {
    slug_id: 'how-to-buy',
    title: 'How to buy',
    description: '<p>Steps</p>',
    category_id: villa.id,
    created_at: at,
    updated_at: at,
  });
  await insertRow(db, 'faqs', {
    question: 'How do I post?',
    answer: 'Sign in and add a property.',
    status: 1,
    created_at: at,
    updated_at: at,
  });
});

afterAll(async () => {
  await app.close();
});

const titleList = (items: { title: string }[]) => items.map((i) => i.title);

describe('homepage-data', () => {
  it('returns every section for a guest, in the contract order and shapes', async () => {
    const res = await get(app, 'homepage-data');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(Object.keys(d)).toEqual([
      'slider_section',
      'categories_section',
      'featured_section',
      'most_liked_properties',
      'most_viewed_properties',
      'project_section',
      'project_featured_section',
      'article_section',
      'agents_list',
      'faq_section',
      'sections', // Domus extension: the operator's arrangement (admin/homepage-sections)
    ]);
    expect(d.slider_section.map((s: { slider_type: string }) => s.slider_type)).toEqual(['2', '3', '4']);
    expect(d.slider_section[0]).toMatchObject({
      type: 'Category',
      category: { id: ids.villa, category: 'Villa', slug_id: 'villa' },
      property: null,
    });
    expect(d.slider_section[1]).toMatchObject({
      type: 'Property',
      property_id: ids.a,
      property: { id: ids.a, title: 'Goa villa' },
    });
    expect(d.slider_section[2]).toMatchObject({ type: 'Other Link', link: 'https://example.com/offer' });
    expect(d.categories_section).toEqual([
      { id: expect.any(Number), category: 'Flat', slug_id: 'flat', image: null, properties_count: 2 },
      { id: ids.villa, category: 'Villa', slug_id: 'villa', image: null, properties_count: 1 },
    ]);
    expect(titleList(d.featured_section)).toEqual(['Pune flat', 'Goa villa']);
    expect(d.featured_section.every((p: { promoted: boolean }) => p.promoted)).toBe(true);
    expect(titleList(d.most_liked_properties)).toEqual(['Goa villa', 'Pune flat', 'Mumbai flat']);
    expect(titleList(d.most_viewed_properties)).toEqual(['Pune flat', 'Goa villa', 'Mumbai flat']);
    expect(titleList(d.project_section)).toEqual(['Green Heights', 'Blue Towers']);
    expect(titleList(d.project_featured_section)).toEqual(['Green Heights']);
    expect(titleList(d.article_section)).toEqual(['How to buy']);
    expect(d.faq_section).toEqual([
      { id: expect.any(Number), question: 'How do I post?', answer: 'Sign in and add a property.' },
    ]);
    expect(d.agents_list[0]).toMatchObject({ id: 0, is_admin: true });
    expect(d.agents_list.map((a: { name: string }) => a.name)).toContain('Asha Rao');
  });

  it('adds nearby properties by position, nearest first, within the radius', async () => {
    const res = await get(app, 'homepage-data', { latitude: 19.0, longitude: 72.8, radius: 100 });
    expect(titleList(res.body.data.nearby_properties)).toEqual(['Mumbai flat']);
    const wide = await get(app, 'homepage-data', { latitude: 19.0, longitude: 72.8, radius: 100 });
    expect(wide.body.data.nearby_properties).toHaveLength(1);
    expect((await get(app, 'homepage-data', { latitude: 19.0 })).status).toBe(400);
    expect((await get(app, 'homepage-data', { latitude: 19.0, longitude: 72.8, radius: 101 })).status).toBe(
      400,
    );
  });

  it('uses the member profile city without a position, and recommends by saved interests', async () => {
    const member = await createUser(app, { city: 'Pune' });
    const token = await createSession(app, member.id);
    let res = await get(app, 'homepage-data', {}, bearer(token));
    expect(titleList(res.body.data.nearby_properties)).toEqual(['Pune flat']);
    expect(res.body.data.user_recommendation).toEqual([]);
    await insertRow(app.deps.db, 'user_interests', {
      user_id: member.id,
      category_ids: JSON.stringify([]),
      outdoor_facility_ids: '[]',
      property_types: JSON.stringify(['sell']),
      price_min: 60_000,
      price_max: 200_000,
      city: null,
      created_at: nowIso(app.clock.now),
      updated_at: nowIso(app.clock.now),
    });
    res = await get(app, 'homepage-data', {}, bearer(token));
    expect(titleList(res.body.data.user_recommendation)).toEqual(['Mumbai flat', 'Goa villa']);
  });

  it('personalises is_favourite in property sections', async () => {
    const member = await createUser(app);
    const token = await createSession(app, member.id);
    await insertRow(app.deps.db, 'favourites', {
      user_id: member.id,
      property_id: ids.c as number,
      created_at: nowIso(app.clock.now),
    });
    const res = await get(app, 'homepage-data', {}, bearer(token));
    const mumbai = res.body.data.most_viewed_properties.find((p: { id: number }) => p.id === ids.c);
    expect(mumbai.is_favourite).toBe(true);
  });
});
