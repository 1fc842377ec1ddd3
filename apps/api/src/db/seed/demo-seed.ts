import { slugify } from '@domus/shared/utils/slug.util';
import { type Algorithm, hash } from '@node-rs/argon2';
import { type Kysely, sql } from 'kysely';
import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { propertyWriteRepository } from '../../modules/listings/listing-write.repository.js';
import type { DialectName } from '../dialect.js';
import { refreshStatistics } from '../statistics.js';
import type { DB } from '../types.js';
import { FACILITIES } from './data/catalogue.data.js';
import { CATEGORIES } from './data/categories.data.js';
import { GAZETTEER } from './data/gazetteer.data.js';
import { PARAMETERS } from './data/parameters.data.js';
import { ADMIN_NAME, AGENTS, MEMBERS } from './data/people.data.js';
import { PROJECTS } from './data/projects.data.js';
import { type DemoMediaPlan, type MediaResult, writeDemoMedia } from './demo-images.js';
import { planPropertyEngagement } from './property-engagement.js';
import { planProperties } from './property-plan.js';
import { writeProperties } from './property-rows.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedContactMessages } from './seed-contact.js';
import {
  ARTICLES,
  seedArticles,
  seedCities,
  seedLanguages,
  seedPageTranslations,
  seedSettings,
} from './seed-content.js';
import { seedExtras } from './seed-extras.js';
import { brochureText, projectSlug, seedProjects } from './seed-projects.js';
import { hashSeed, SeedRandom } from './seed-random.js';
import { seedSavedSearches } from './seed-saved-searches.js';
import { seedUsers } from './seed-users.js';
import { seedVerification } from './seed-verification.js';
import { SeedClock, SeedWriter } from './seed-writer.js';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: use its value (Argon2id).
const ARGON2ID = 2 as Algorithm;

/** Every random choice of the demo data flows from this seed. */
export const DEMO_SEED = 20_261_121;

/** The three shared demo sign-ins, shown by `npm start`. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@domus.local', password: 'Admin@123', name: ADMIN_NAME },
  { role: 'agent', email: 'agent@domus.local', password: 'Agent@123', name: AGENTS[0]?.name ?? 'Demo Agent' },
  {
    role: 'member',
    email: 'member@domus.local',
    password: 'Member@123',
    name: MEMBERS[0]?.name ?? 'Demo Member',
  },
] as const;

export interface SeedDemoOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  storage: StorageAdapter;
  /** Anchor for every date in the data (default: the current time). */
  now?: Date;
  /** Number of property listings (default 300). */
  listings?: number;
  /** Render and store the demo pictures (default true). Rows point at the same keys either way. */
  images?: boolean;
}

export interface SeedSummary {
  listings: number;
  publicListings: number;
  liveAdvertisements: number;
  projects: number;
  cities: number;
  /** Countries the listings are in. */
  countries: number;
  /** Row counts per table after the seed. */
  tables: Record<string, number>;
  media: MediaResult | null;
  ms: { media: number; database: number; total: number };
}

/** True when the database holds no users and no properties (a fresh install). */
export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const users = await db.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const properties = await db
    .selectFrom('properties')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(users?.n ?? 0) === 0 && Number(properties?.n ?? 0) === 0;
}

export function demoMediaPlan(): DemoMediaPlan {
  const people = [ADMIN_NAME, ...AGENTS.map((a) => a.name), ...MEMBERS.map((m) => m.name)];
  return {
    avatars: people.map((name) => ({ slug: slugify(name, 'user'), name })),
    cities: GAZETTEER.map((c) => ({
      slug: slugify(c.name, 'city'),
      coastal: c.coastal,
      seed: hashSeed(c.name) % 100_000,
    })),
    articles: ARTICLES.map((a, i) => ({ n: i + 1, badge: a.badge, kindIndex: i * 5 })),
    brochures: PROJECTS.map((p) => ({ slug: projectSlug(p), title: p.title, ...brochureText(p) })),
    icons: [
      ...CATEGORIES.map((c) => ({ group: 'categories' as const, name: c.icon })),
      ...FACILITIES.map((f) => ({ group: 'facilities' as const, name: f.icon })),
      ...PARAMETERS.map((p) => ({ group: 'parameters' as const, name: p.icon })),
    ],
  };
}

/**
 * Fills an empty database with a realistic, deterministic marketplace: the same options (and the
 * same `now`) always produce the same rows. Everything is written in one transaction, so a failure
 * leaves the database as it was.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedSummary> {
  const started = Date.now();
  const clock = new SeedClock(options.now ?? new Date());
  const listings = Math.max(0, Math.floor(options.listings ?? 300));
  const root = new SeedRandom(DEMO_SEED);
  const rand = {
    users: root.fork(1),
    plans: root.fork(2),
    engagement: root.fork(3),
    projects: root.fork(4),
    verification: root.fork(6),
  };

  // Password hashing and picture rendering need no database: run them side by side first so the
  // write transaction stays short.
  const mediaPromise =
    options.images === false ? Promise.resolve(null) : writeDemoMedia(options.storage, demoMediaPlan());
  const [hashes, media] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((a) => hash(a.password, { algorithm: ARGON2ID }))),
    mediaPromise,
  ]);
  const mediaDone = Date.now();
  const account = (i: number) => {
    const a = DEMO_ACCOUNTS[i] as (typeof DEMO_ACCOUNTS)[number];
    return { role: a.role, email: a.email, name: a.name, passwordHash: hashes[i] as string };
  };

  let stats = { publicListings: 0, liveAds: 0, projects: 0, cities: 0, countries: 0 };
  await options.db.transaction().execute(async (trx) => {
    const w = new SeedWriter(trx, options.dialect);
    const catalogue = await seedCatalogue(w, clock);
    await seedSettings(w, clock);
    await seedLanguages(w, clock);
    await seedPageTranslations(w, clock);
    const people = await seedUsers(w, clock, rand.users, catalogue, {
      admin: account(0),
      agent: account(1),
      member: account(2),
    });
    await seedVerification(w, clock, rand.verification, people);

    const firstPropertyId = await w.reserveIds('properties', listings);
    const plans = planProperties(listings, firstPropertyId, rand.plans, clock, catalogue.categories, people);
    const firstAdId = await w.reserveIds('advertisements', Math.max(12, Math.round(listings * 0.04)) + 4);
    const engagement = planPropertyEngagement(plans, people, catalogue, rand.engagement, clock, firstAdId);
    const cities = await seedCities(w, clock, [
      ...plans.map((p) => p.city.name),
      ...PROJECTS.map((p) => p.city),
    ]);
    const { titles } = await writeProperties(w, clock, catalogue, plans, DEMO_SEED);
    await w.insert('favourites', engagement.favourites);
    await w.insert('interests', engagement.interests);
    await w.insert('reports', engagement.reports);
    await w.insert('advertisements', engagement.advertisements);
    // Advertisements are an input of the listings' promotion columns.
    await propertyWriteRepository(trx).refresh(clock.now, [
      ...new Set(engagement.advertisements.flatMap((a) => (a.property_id ? [a.property_id] : []))),
    ]);
    await w.insert('moderation_reasons', engagement.moderation);

    const projects = await seedProjects(w, clock, rand.projects, catalogue, people);
    await seedArticles(w, clock, catalogue);
    await seedExtras(w, clock, catalogue, people, plans, titles);
    await seedSavedSearches(w, clock, people);
    await seedContactMessages(w, clock);
    await w.syncSequences();
    stats = {
      publicListings: plans.filter((p) => p.isPublic).length,
      liveAds: engagement.liveAds + projects.liveAds,
      projects: projects.total,
      cities,
      countries: new Set(plans.map((p) => p.city.country)).size,
    };
  });
  // Fresh statistics (and on PostgreSQL no dead row versions) so the planner picks the browse
  // indexes on the new data.
  await refreshStatistics(options.db, options.dialect, 'bulk-load');
  const dbDone = Date.now();

  return {
    listings,
    publicListings: stats.publicListings,
    liveAdvertisements: stats.liveAds,
    projects: stats.projects,
    cities: stats.cities,
    countries: stats.countries,
    tables: await countRows(options.db),
    media,
    ms: { media: mediaDone - started, database: dbDone - mediaDone, total: Date.now() - started },
  };
}

const SUMMARY_TABLES = [
  'users',
  'categories',
  'parameters',
  'outdoor_facilities',
  'properties',
  'property_images',
  'property_parameters',
  'property_facilities',
  'property_documents',
  'favourites',
  'interests',
  'reports',
  'projects',
  'project_plans',
  'advertisements',
  'articles',
  'faqs',
  'sliders',
  'languages',
  'cities',
  'packages',
  'user_packages',
  'settings',
] as const;

async function countRows(db: Kysely<DB>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of SUMMARY_TABLES) {
    const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}
