import { normaliseSavedQuery, parseSavedQuery } from '@domus/shared/schemas/saved-search.schema';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { buildApp } from '../src/app.js';
import { nowIso } from '../src/db/dialect.js';
import { IS_PUBLIC } from '../src/modules/listings/listing-status.js';
import { propertyWriteRepository } from '../src/modules/listings/listing-write.repository.js';
import type { SweepReport } from '../src/modules/saved-searches/alert-sweep.service.js';
import { jobLeaseRepository } from '../src/modules/saved-searches/job-lease.repository.js';
import type { BenchData } from './bench-data.js';

/** Saved searches the bench gives the data set (spread over members, at most 20 each). */
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
/** Listings newly approved before the new-listings sweep. */
const NEW_LISTINGS = Number(process.env.BENCH_NEW_LISTINGS ?? 50);
/** Favourited listings whose price drops before the favourites sweep. */
const PRICE_DROPS = Number(process.env.BENCH_PRICE_DROPS ?? 50);
const NEW_SWEEP_GOAL_MS = 5_000;
const BENCH_NAME = 'bench: ';
/** Saved searches per bench member (a member may keep up to 20). */
const SEARCHES_PER_MEMBER = 5;

const seconds = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;

/** Counts the statements an app sends (every query Kysely compiles). */
class CountingPlugin implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** A small deterministic random source, so two runs build the same searches. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

/**
 * `npm run bench -- --alerts-only`: the saved-search alert sweep (issue 13) at the data set's size
 * with 10,000 saved searches (5 each of 2,000 members) of varied, realistic queries (a city, a type, a category, a price
 * range, sometimes a keyword): one sweep after 50 listings were approved, and one after 50
 * favourited listings dropped their price; time and statements per sweep. Mail goes to the outbox
 * folder (as without SMTP_URL). The searches and the changes are removed again afterwards.
 */
export async function runAlertsOnly(data: BenchData): Promise<string[]> {
  const counter = new CountingPlugin();
  const database = { ...data.database, db: data.database.db.withPlugin(counter) };
  const { app, services } = await buildApp({
    config: data.config,
    database,
    storage: data.storage,
    logger: false,
  });
  await app.ready();
  const db = data.database.db;
  const writes = propertyWriteRepository(db);
  const now = () => new Date();
  const lines: string[] = [];
  try {
    await cleanUp(db);
    const members = await createMembers(db, Math.ceil(SEARCHES / SEARCHES_PER_MEMBER));
    const [cities, categories] = await Promise.all([
      db
        .selectFrom('properties')
        .select('city')
        .distinct()
        .where('is_public', '=', IS_PUBLIC.browsable)
        .execute(),
      db.selectFrom('categories').select(['id', 'slug_id']).where('status', '=', 1).execute(),
    ]);
    if (members.length === 0) throw new Error('the bench data set has no members');
    const r = random(13);
    const keywords = ['garden', 'sea view', 'parking', 'balcony', 'pool', 'furnished'];
    const rows = [];
    const created = nowIso(new Date(Date.now() - 24 * 3600_000));
    for (let i = 0; i < SEARCHES; i++) {
      const params = new URLSearchParams();
      if (r.next() < 0.75) params.set('city', r.pick(cities).city ?? '');
      if (r.next() < 0.6) params.set('property_type', r.next() < 0.7 ? 'sell' : 'rent');
      if (r.next() < 0.5) {
        const category = r.pick(categories);
        if (r.next() < 0.5) params.set('category_id', String(category.id));
        else params.set('category_slug_id', category.slug_id);
      }
      if (r.next() < 0.4) {
        const low = Math.round(r.next() * 500) * 1000;
        params.set('min_price', String(low));
        params.set('max_price', String(low + Math.round(50 + r.next() * 950) * 1000));
      }
      if (r.next() < 0.1) params.set('search', r.pick(keywords));
      const parsed = parseSavedQuery(params.toString());
      if (!parsed.ok) throw new Error(parsed.message);
      rows.push({
        user_id: (members[i % members.length] as { id: number }).id,
        name: `${BENCH_NAME}${i}`,
        query: normaliseSavedQuery(parsed.query),
        frequency: i % 10 < 7 ? 'instant' : i % 10 < 9 ? 'daily' : 'weekly',
        paused: 0,
        created_at: created,
        updated_at: created,
        last_engaged_at: created,
      });
    }
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('saved_searches')
        .values(rows.slice(i, i + 500))
        .execute();
    const distinct = new Set(rows.map((row) => row.query)).size;
    lines.push(
      `Saved-search alerts at ${data.listings.toLocaleString('en-US')} listings, ${SEARCHES.toLocaleString('en-US')} saved searches (${distinct.toLocaleString('en-US')} distinct queries) of ${members.length.toLocaleString('en-US')} members (${data.dialect})`,
    );

    // 50 browsable listings taken down to review and approved again: what an operator's approvals do.
    const picked = await db
      .selectFrom('properties')
      .select('id')
      .where('is_public', '=', IS_PUBLIC.browsable)
      .orderBy('id', 'desc')
      .limit(NEW_LISTINGS)
      .execute();
    const ids = picked.map((p) => p.id);
    await writes.update(ids, { request_status: 'pending' }, now());
    await startFromNow(db, now());
    await writes.update(ids, { request_status: 'approved' }, now());
    const newSweep = await measured(counter, () => services.alertSweep.run());
    const matches = await db
      .selectFrom('alert_deliveries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', '=', 'search_match')
      .executeTakeFirst();
    lines.push(
      `  new-listings sweep (${NEW_LISTINGS} approved): ${seconds(newSweep.ms)} (CPU ${seconds(newSweep.cpuMs)}; matching ${seconds(newSweep.report.phases.match)}, sending ${seconds(newSweep.report.phases.send)}), ${newSweep.queries.toLocaleString('en-US')} statements, ${Number(matches?.n ?? 0).toLocaleString('en-US')} matches, ${newSweep.report.searchMails.toLocaleString('en-US')} mails   target < ${seconds(NEW_SWEEP_GOAL_MS)}  ${newSweep.ms < NEW_SWEEP_GOAL_MS ? 'met' : 'NOT met'}`,
    );
    const idle = await measured(counter, () => services.alertSweep.run());
    lines.push(`  idle sweep (nothing new): ${seconds(idle.ms)}, ${idle.queries} statements`);

    // 50 favourited listings drop their price by 5 %.
    const favourited = await db
      .selectFrom('favourites as f')
      .innerJoin('properties as p', 'p.id', 'f.property_id')
      .select(['p.id', 'p.price'])
      .distinct()
      .where('p.is_public', '>=', IS_PUBLIC.lookupOnly)
      .limit(PRICE_DROPS)
      .execute();
    const before = favourited.map((p) => ({ id: p.id, price: Number(p.price) }));
    for (const p of before) await writes.update([p.id], { price: Math.round(p.price * 0.95) }, now());
    const members2 = await db
      .selectFrom('favourites')
      .select((eb) => eb.fn.count('user_id').distinct().as('n'))
      .where('property_id', 'in', before.length ? before.map((p) => p.id) : [0])
      .executeTakeFirst();
    const favSweep = await measured(counter, () => services.alertSweep.run());
    lines.push(
      `  favourites sweep (${before.length} price drops, ${Number(members2?.n ?? 0)} members): ${seconds(favSweep.ms)} (CPU ${seconds(favSweep.cpuMs)}), ${favSweep.queries.toLocaleString('en-US')} statements, ${favSweep.report.favouriteMails} mails`,
    );
    for (const p of before) await writes.update([p.id], { price: p.price }, now());
  } finally {
    await cleanUp(db);
    await app.close();
    await data.database.close();
  }
  return lines;
}

async function measured(counter: CountingPlugin, run: () => Promise<SweepReport>) {
  const queries = counter.count;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report = await run();
  const used = process.cpuUsage(cpu);
  if (report.skipped) throw new Error('the sweep was skipped: another process holds its lease');
  return {
    ms: performance.now() - started,
    // On a shared machine the wall time swings with the other processes; the CPU this process
    // spent (JavaScript and SQLite, which runs in it) much less.
    cpuMs: (used.user + used.system) / 1000,
    queries: counter.count - queries,
    report,
  };
}

/** The sweep's watermarks at the data set's current end: only what follows is new. */
async function startFromNow(db: BenchData['database']['db'], at: Date) {
  const leases = jobLeaseRepository(db);
  const [p, h] = await Promise.all([
    db
      .selectFrom('properties')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst(),
    db
      .selectFrom('listing_history')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst(),
  ]);
  await leases.advance('alerts.new.property', Number(p?.m ?? 0), at);
  await leases.advance('alerts.new.history', Number(h?.m ?? 0), at);
  await leases.advance('alerts.favourites', Number(h?.m ?? 0), at);
}

/** Members who own the bench's searches (the data set's own members are a few dozen). */
async function createMembers(db: BenchData['database']['db'], count: number) {
  const at = nowIso(new Date());
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `${BENCH_NAME}member ${i}`,
    slug_id: `bench-member-${i}`,
    email: `bench-member-${i}@bench.invalid`,
    email_key: `bench-member-${i}@bench.invalid`,
    is_active: 1,
    is_email_verified: 1,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 500))
      .execute();
  return db
    .selectFrom('users')
    .select('id')
    .where('slug_id', 'like', 'bench-member-%')
    .orderBy('id')
    .execute();
}

async function cleanUp(db: BenchData['database']['db']) {
  const members = db.selectFrom('users').select('id').where('slug_id', 'like', 'bench-member-%');
  await db.deleteFrom('alert_deliveries').execute();
  await db.deleteFrom('saved_searches').where('name', 'like', `${BENCH_NAME}%`).execute();
  await db.deleteFrom('notifications').where('user_id', 'in', members).execute();
  await db.deleteFrom('users').where('slug_id', 'like', 'bench-member-%').execute();
  await db.deleteFrom('job_leases').execute();
}
