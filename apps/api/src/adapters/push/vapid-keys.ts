import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { hidePrivateKey, type PushConfig } from '../../push-config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

function readKeys(file: string): VapidKeys {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  const { publicKey, privateKey } = json;
  if (
    typeof publicKey !== 'string' ||
    typeof privateKey !== 'string' ||
    Buffer.from(publicKey, 'base64url').length !== 65 ||
    Buffer.from(privateKey, 'base64url').length !== 32
  ) {
    // Never replaced silently: new keys would orphan every browser subscribed with the old ones.
    throw new Error(`${file} does not hold a VAPID key pair; restore it, or remove it to start over`);
  }
  return { publicKey, privateKey };
}

/**
 * The site's VAPID key pair: from the configuration, else the data folder's file, created on the
 * first start. Several processes may start at once: each writes its candidate to a private
 * temporary file and links it into place, which succeeds for exactly one of them; the others
 * read the winner's file. So every process, and every restart, signs with the same keys.
 */
export function loadVapidKeys(config: PushConfig, dataDir: string): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  try {
    const existing = readKeys(file);
    // Only the owner may read the private key, even if the file was copied in with other modes.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return hidePrivateKey(existing);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const candidate = webpush.generateVAPIDKeys();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(candidate)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return hidePrivateKey(readKeys(file));
}
