import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StorageAdapter } from './adapters/storage/storage.adapter.js';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { mountWeb } from './web-mount.js';

export interface WorkerOptions {
  /** An open, migrated database (the single-process server); a cluster worker opens its own. */
  database?: DatabaseHandle;
  storage?: StorageAdapter;
  /** Runs the background sweeps: one process of a cluster does, the others need not. */
  background: boolean;
}

/**
 * One server process: builds the app, mounts the web app, listens, and on SIGINT/SIGTERM stops
 * taking connections, lets the requests in flight finish and exits. Never migrates or seeds.
 */
export async function runWorker(config: AppConfig, options: WorkerOptions): Promise<{ port: number }> {
  const database =
    options.database ??
    openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      backgroundCheckpoints: true,
    });
  const { app, deps } = await buildApp({
    config,
    database,
    ...(options.storage ? { storage: options.storage } : {}),
    background: options.background,
  });
  if (config.env === 'test') {
    // Lets a test tell the processes of a cluster apart (which one answered, which one to kill).
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-domus-pid', String(process.pid));
    });
  }
  const webBuilt = existsSync(path.join(config.webDir, config.webDistDir, 'BUILD_ID'));
  if (config.serveWeb && (config.webDev || webBuilt)) {
    await mountWeb(app, {
      dir: config.webDir,
      dev: config.webDev,
      hostname: 'localhost',
      port: config.port,
      changes: deps.changes,
      pageCache:
        config.pageCacheMaxBytes > 0
          ? {
              maxBytes: config.pageCacheMaxBytes,
              ttlMs: config.responseCacheTtlMs,
              now: () => Date.now(),
            }
          : null,
    });
  } else if (config.serveWeb) {
    app.log.warn(`No web build in ${config.webDir}: serving the API only (run \`npm start\` to build it).`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : config.port };
}
