import { nowIso } from '../db/dialect.js';
import { createAdvertisement, createCategory, createProperty } from '../db/testing/listing.factory.js';
import { subscribe } from '../db/testing/package.factory.js';
import { createSession, createUser } from '../db/testing/user.factory.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The listings the property read tests share: two categories, an owner, a member and a member
 * with premium access, and nine listings covering every visibility case and a featured one.
 */
export interface PropertyWorld {
  app: TestApp;
  ids: Record<string, number>;
  villa: { id: number; slug_id: string };
  apartment: { id: number; slug_id: string };
  ownerToken: string;
  memberToken: string;
  premiumToken: string;
}

const DAY = 24 * 3600 * 1000;

export async function createPropertyWorld(): Promise<PropertyWorld> {
  const ids: Record<string, number> = {};
  const daysAgo = (n: number) => nowIso(new Date(app.clock.now.getTime() - n * DAY));
  const app = await createTestApp();
  const villa = await createCategory(app, { category: 'Villa', slug_id: 'villa' });
  const apartment = await createCategory(app, { category: 'Apartment', slug_id: 'apartment' });
  const owner = await createUser(app, {
    name: 'Ravi Patel',
    slug_id: 'ravi-patel',
    verification_status: 'success',
  });
  const member = await createUser(app);
  const premium = await createUser(app);
  const ownerToken = await createSession(app, owner.id);
  const memberToken = await createSession(app, member.id);
  const premiumToken = await createSession(app, premium.id);
  await subscribe(app, premium.id, [{ type: 'premium_properties' }]);

  const p = async (key: string, values: Parameters<typeof createProperty>[1]) => {
    ids[key] = (await createProperty(app, values)).id;
  };
  await p('puneVilla', {
    category_id: villa.id,
    title: 'Sea view villa',
    price: 250_000,
    city: 'Pune',
    created_at: daysAgo(20),
    total_view: 50,
    favourite_count: 1,
    owner_id: owner.id,
  });
  await p('puneRent', {
    category_id: apartment.id,
    title: 'Cosy flat near park',
    price: 900,
    property_type: 'rent',
    rentduration: 'Monthly',
    city: 'pune',
    created_at: daysAgo(3),
    total_view: 5,
    favourite_count: 7,
  });
  await p('mumbai', {
    category_id: apartment.id,
    title: 'Harbour apartment',
    price: 500_000,
    city: 'Mumbai',
    created_at: daysAgo(1),
    total_view: 200,
  });
  await p('london', {
    category_id: apartment.id,
    title: 'Kensington flat',
    price: 1_200_000,
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    latitude: 51.5,
    longitude: -0.19,
    created_at: daysAgo(40),
  });
  await p('pending', {
    category_id: villa.id,
    title: 'Pending villa',
    city: 'Pune',
    request_status: 'pending',
    created_at: daysAgo(2),
  });
  await p('inactive', {
    category_id: villa.id,
    title: 'Inactive villa',
    city: 'Pune',
    status: 0,
    created_at: daysAgo(2),
  });
  await p('sold', {
    category_id: villa.id,
    title: 'Sold villa',
    city: 'Pune',
    property_type: 'sold',
    created_at: daysAgo(2),
  });
  await p('premium', {
    category_id: villa.id,
    title: 'Premium villa',
    city: 'Goa',
    is_premium: 1,
    created_at: daysAgo(5),
    owner_id: owner.id,
  });
  await p('promoted', {
    category_id: apartment.id,
    title: 'Featured loft',
    city: 'Pune',
    price: 300_000,
    created_at: daysAgo(60),
  });
  await createAdvertisement(app, { property_id: ids.promoted });
  return { app, ids, villa, apartment, ownerToken, memberToken, premiumToken };
}

export const titles = (body: { data: { title: string }[] }) => body.data.map((d) => d.title);
