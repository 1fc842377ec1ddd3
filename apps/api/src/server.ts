import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LocalStorageAdapter } from './adapters/storage/local-storage.adapter.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo } from './db/seed/demo-seed.js';
import { mountWeb } from './web-mount.js';

/** Reads config, prepares the data directory and database, builds the app and listens. */
async function main(): Promise<void> {
  // The web app runs in this process and reads its config from the environment: give it the
  // secret that marks its own API calls, generated per start unless the operator set one.
  process.env.INTERNAL_API_SECRET ??= randomBytes(32).toString('hex');
  const config = loadConfig();
  await mkdir(config.uploadsDir, { recursive: true });
  await mkdir(config.outboxDir, { recursive: true });

  const database = openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize });
  const applied = await migrateToLatest(database);
  const storage = new LocalStorageAdapter(config.uploadsDir, config.publicUrl);
  let seeded = false;
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    const started = Date.now();
    process.stdout.write('Seeding the demo data (first start only)…\n');
    await seedDemo({ db: database.db, dialect: database.dialect, storage });
    process.stdout.write(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    seeded = true;
  }

  const { app } = await buildApp({ config, database, storage, background: true });
  const webBuilt = existsSync(path.join(config.webDir, config.webDistDir, 'BUILD_ID'));
  if (config.serveWeb && (config.webDev || webBuilt)) {
    await mountWeb(app, { dir: config.webDir, dev: config.webDev, hostname: 'localhost', port: config.port });
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
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `Domus is running at http://localhost:${port}  (API: http://localhost:${port}/api, docs: http://localhost:${port}/api/docs)`,
    `Database: ${database.dialect}${database.dialect === 'sqlite' ? ` (${config.databaseUrl})` : ''}${applied.length ? `, ${applied.length} migrations applied` : ''}${seeded ? ', demo data seeded' : ''}`,
    `Data directory: ${config.dataDir}`,
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(22)} password: ${a.password}`),
    config.smtpUrl
      ? 'Mail: sent through SMTP_URL.'
      : `Mail (verification codes, reset links): written to ${config.outboxDir}/*.eml`,
    config.sms
      ? 'SMS: sent through SMS_URL.'
      : `SMS (phone sign-in codes): appended to ${config.outboxDir}/sms.log`,
    'Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Domus failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});
