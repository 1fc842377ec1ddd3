import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { askWorkerRole, superviseWorkers } from './cluster-supervisor.js';
import { ConfigError, loadConfig } from './config.js';
import { startBanner } from './server-banner.js';
import { prepareData } from './server-prepare.js';
import { runWorker } from './server-worker.js';

/**
 * Reads config and prepares the data once, then serves: in this process (WEB_CONCURRENCY=1) or
 * in WEB_CONCURRENCY worker processes sharing the port (node:cluster), this one supervising them.
 */
async function main(): Promise<void> {
  // The web app runs in each server process and reads its config from the environment: give it
  // the secret that marks its own API calls, generated per start unless the operator set one.
  // Set before forking, so every worker accepts the others' calls.
  process.env.INTERNAL_API_SECRET ??= randomBytes(32).toString('hex');
  const config = loadConfig();

  if (cluster.isWorker) {
    const role = await askWorkerRole();
    await runWorker(config, { background: role.background });
    return;
  }

  const prepared = await prepareData(config);
  const facts = {
    dialect: prepared.database.dialect,
    applied: prepared.applied.length,
    seeded: prepared.seeded,
  };
  if (config.workers === 1) {
    const { port } = await runWorker(config, {
      database: prepared.database,
      storage: prepared.storage,
      background: true,
    });
    process.stdout.write(startBanner(config, { ...facts, port }));
    return;
  }
  // The workers open their own connections; the primary keeps none.
  await prepared.database.close();
  superviseWorkers(config, {
    onReady: (port) => process.stdout.write(startBanner(config, { ...facts, port })),
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Domus failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});
