// `npm start`: build what is not built, then run the whole product (API + web) on one port.
// Configuration comes from the environment (see .env.example); a `.env` file is read if present.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuilt } from './ensure-built.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// Ctrl-C reaches the child through the terminal; a plain kill of this process is forwarded.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
