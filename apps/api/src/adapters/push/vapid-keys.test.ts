import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { PushConfig } from '../../push-config.js';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.js';

// The VAPID key pair: generated once into the data folder (owner-only), the same for every
// process and restart, and never silently replaced.

const run = promisify(execFile);
const config: PushConfig = {
  vapidKeys: null,
  subject: 'mailto:t@example.com',
  allowLocalEndpoints: false,
  timeoutMs: 1000,
};
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'domus-vapid-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  it('generates a pair on first use, keeps it in an owner-only file, and reads it back after', async () => {
    const first = loadVapidKeys(config, dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect({ ...loadVapidKeys(config, dir) }).toEqual({ ...first });
    // Logged or dumped, the private key shows masked.
    expect(JSON.stringify(first)).not.toContain(first.privateKey);
  });

  it('takes the configured pair as is, writing nothing', async () => {
    const configured = webpush.generateVAPIDKeys();
    expect(loadVapidKeys({ ...config, vapidKeys: configured }, dir)).toBe(configured);
    await expect(stat(path.join(dir, VAPID_KEYS_FILE))).rejects.toThrow();
  });

  it('refuses a damaged file instead of replacing the keys browsers subscribed with', async () => {
    await writeFile(path.join(dir, VAPID_KEYS_FILE), '{"publicKey":"abc"}');
    expect(() => loadVapidKeys(config, dir)).toThrow(/does not hold a VAPID key pair/);
    expect(await readFile(path.join(dir, VAPID_KEYS_FILE), 'utf8')).toBe('{"publicKey":"abc"}');
  });

  it('gives processes starting together the same pair', async () => {
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'vapid-keys.ts');
    const script = `import(${JSON.stringify(module)}).then((m) => process.stdout.write(m.loadVapidKeys(${JSON.stringify(config)}, ${JSON.stringify(dir)}).publicKey))`;
    const outputs = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd() }),
      ),
    );
    const keys = new Set(outputs.map((o) => o.stdout));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBe(loadVapidKeys(config, dir).publicKey);
  }, 60_000);
});
