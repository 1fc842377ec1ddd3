import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createStorageAdapter } from '../../adapters/storage/create-storage-adapter.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { DEMO_ACCOUNTS, isDatabaseEmpty, type SeedSummary, seedDemo } from './demo-seed.js';
import { resetDatabase } from './seed-reset.js';

/**
 * `npm run db:seed -- [--listings N] [--no-images] [--reset]`
 * Migrates, then fills an empty database with the demo marketplace. A database that already has
 * users or properties is left alone unless `--reset` is given, which deletes every row first.
 */
const USAGE = 'Usage: npm run db:seed -- [--listings N] [--no-images] [--reset]';

async function main(): Promise<number> {
  let args: { listings?: string; 'no-images'?: boolean; reset?: boolean; help?: boolean };
  try {
    args = parseArgs({
      options: {
        listings: { type: 'string' },
        'no-images': { type: 'boolean' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const listings = args.listings === undefined ? 300 : Number(args.listings);
  if (!Number.isInteger(listings) || listings < 0 || listings > 1_000_000) {
    console.error(`--listings must be a whole number between 0 and 1000000.\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const handle = openDatabase({ url: config.databaseUrl, poolSize: 2 });
  const where = handle.dialect === 'postgres' ? redact(config.databaseUrl) : config.databaseUrl;
  try {
    const applied = await migrateToLatest(handle);
    if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
    if (!(await isDatabaseEmpty(handle.db))) {
      if (!args.reset) {
        console.error(
          `The database at ${where} already has data; nothing was changed.\nRun with --reset to delete every row and seed again.`,
        );
        return 1;
      }
      const tables = await resetDatabase(handle.db, handle.dialect);
      console.log(`Reset: emptied ${tables} tables.`);
    }
    console.log(
      `Seeding ${listings} listings into ${handle.dialect} (${where})${args['no-images'] ? ', without images' : ''}...`,
    );
    const storage = createStorageAdapter(config);
    const summary = await seedDemo({
      db: handle.db,
      dialect: handle.dialect,
      storage,
      listings,
      images: !args['no-images'],
    });
    printSummary(summary);
    return 0;
  } finally {
    await handle.close();
  }
}

function printSummary(s: SeedSummary): void {
  const t = s.tables;
  const lines = [
    `Listings: ${s.listings} (${s.publicListings} public) in ${s.cities} cities, ${s.countries} countries`,
    `Projects: ${s.projects}   Live advertisements: ${s.liveAdvertisements}`,
    `Users: ${t.users}   Categories: ${t.categories}   Parameters: ${t.parameters}   Facilities: ${t.outdoor_facilities}`,
    `Gallery images: ${t.property_images}   Parameter values: ${t.property_parameters}   Facility distances: ${t.property_facilities}`,
    `Favourites: ${t.favourites}   Interests: ${t.interests}   Reports: ${t.reports}`,
    `Articles: ${t.articles}   FAQs: ${t.faqs}   Sliders: ${t.sliders}   Languages: ${t.languages}   Packages: ${t.packages}`,
    s.media
      ? `Media: ${s.media.written} files written, ${s.media.skipped} already present (${(s.media.ms / 1000).toFixed(1)} s)`
      : 'Media: skipped (--no-images); rows point at the demo picture keys.',
    `Time: ${(s.ms.total / 1000).toFixed(1)} s (database ${(s.ms.database / 1000).toFixed(1)} s)`,
    '',
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(22)} ${a.password}`),
  ];
  console.log(lines.join('\n'));
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured database';
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
