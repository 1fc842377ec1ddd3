import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

/**
 * `npm run db:migrate`: applies the pending migrations to the configured database (DATABASE_URL,
 * or the SQLite file in the data folder) and says which. The server also migrates at every start;
 * this is for deployments that migrate once before starting many instances.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const handle = openDatabase({ url: config.databaseUrl, poolSize: 1 });
  try {
    const applied = await migrateToLatest(handle);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${handle.dialect}:\n${applied.map((m) => `  ${m}`).join('\n')}`
        : `The ${handle.dialect} database is up to date.`,
    );
    return 0;
  } catch (error) {
    console.error(`Migration failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
