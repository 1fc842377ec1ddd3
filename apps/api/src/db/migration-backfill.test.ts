import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './migrations/migration-list.js';
import { createTestDatabase, type TestDatabase, testDialect } from './testing/test-db.js';

/**
 * The catalogue migrations fill their derived and new columns for rows that already exist: the
 * sort price and search document of listings, the card facts of the demo's parameters.
 */
let database: TestDatabase;
const at = '2026-06-01T00:00:00.000Z';
const stamps = { created_at: at, updated_at: at };

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const db = database.db as unknown as Kysely<any>;
  const firstNew = migrations.findIndex((m) => m.name === '20261124-0905-listing-sort-and-search');
  expect(firstNew).toBeGreaterThan(0);
  const run = async (from: number, to: number) => {
    for (const migration of migrations.slice(from, to)) {
      await db.transaction().execute((trx) => migration.up({ db: trx, dialect: testDialect }));
    }
  };
  await run(0, firstNew);
  const category = await db
    .insertInto('categories')
    .values({ category: 'Villa', slug_id: 'villa', sequence: 1, status: 1, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [bedrooms, amenities] = (await db
    .insertInto('parameters')
    .values([
      { name: 'Bedrooms', type_of_parameter: 'number', ...stamps },
      { name: 'Amenities', type_of_parameter: 'checkbox', ...stamps },
    ])
    .returning('id')
    .execute()) as [{ id: number }, { id: number }];
  const school = await db
    .insertInto('outdoor_facilities')
    .values({ name: 'School', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const base = {
    description: '<p>Shaded <em>terrace</em>.</p>',
    category_id: category.id,
    address: '2 Hill Road',
    city: 'Goa',
    state: 'Goa',
    country: 'India',
    latitude: 15.3,
    longitude: 74.1,
    title_image: 't.jpg',
    request_status: 'approved',
    ...stamps,
  };
  const [sale, rent] = (await db
    .insertInto('properties')
    .values([
      { ...base, slug_id: 'sale', title: 'Sea villa', property_type: 'sell', price: 500_000 },
      {
        ...base,
        slug_id: 'rent',
        title: 'Rent villa',
        property_type: 'rent',
        price: 24_000,
        rentduration: 'Yearly',
      },
    ])
    .returning('id')
    .execute()) as [{ id: number }, { id: number }];
  await db
    .insertInto('property_parameters')
    .values([
      { property_id: sale.id, parameter_id: bedrooms.id, value: '4', ...stamps },
      { property_id: sale.id, parameter_id: amenities.id, value: '["Swimming pool"]', ...stamps },
    ])
    .execute();
  await db
    .insertInto('property_facilities')
    .values({ property_id: rent.id, facility_id: school.id, distance: 1, ...stamps })
    .execute();
  await run(firstNew, migrations.length);
});

afterAll(async () => {
  await database?.destroy();
});

describe('catalogue migrations on existing data', () => {
  it('fills sort prices and search documents of existing listings', async () => {
    const rows = await database.db
      .selectFrom('properties')
      .select(['slug_id', 'sort_price', 'search_text'])
      .orderBy('slug_id', 'desc')
      .execute();
    expect(rows.map((r) => [r.slug_id, Number(r.sort_price), r.search_text])).toEqual([
      ['sale', 500_000, 'sea villa 2 hill road goa villa shaded terrace . swimming pool'],
      ['rent', 2_000, 'rent villa 2 hill road goa villa shaded terrace . school'],
    ]);
  });

  it('marks the card facts of parameters it recognises, and gives every row empty translations', async () => {
    const parameters = await database.db
      .selectFrom('parameters')
      .select(['name', 'card_fact', 'translations'])
      .orderBy('name')
      .execute();
    expect(parameters).toEqual([
      { name: 'Amenities', card_fact: null, translations: '{}' },
      { name: 'Bedrooms', card_fact: 'bedrooms', translations: '{}' },
    ]);
    const categories = await database.db.selectFrom('categories').select('translations').execute();
    expect(categories).toEqual([{ translations: '{}' }]);
  });
});
