import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the generated link secret is kept when the configuration gives none. */
export const LINK_SECRET_FILE = 'link-secret';

/**
 * The key that signs links mailed to members (alert unsubscribe links): ALERT_LINK_SECRET from the
 * configuration, else a random key created in the data folder on the first start. Like the VAPID
 * keys, several processes may start at once: each writes a candidate and links it into place,
 * which succeeds for one; all then read the same file, so a link signed by one process (or before
 * a restart) is accepted by every other.
 */
export function loadLinkSecret(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, LINK_SECRET_FILE);
  const read = () => {
    const text = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} does not hold a link secret`);
    return Buffer.from(text, 'hex');
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return read();
}

/**
 * Signed tokens `<purpose>.<id>.<signature>`: HMAC-SHA256 over the purpose and the id, so a token
 * made for one search (or one purpose) says nothing about another. Checked in constant time.
 */
export function linkSigner(secret: () => Buffer) {
  const signature = (purpose: string, id: number) =>
    createHmac('sha256', secret()).update(`domus-link:${purpose}:${id}`).digest();
  return {
    sign(purpose: string, id: number): string {
      return `${purpose}.${id}.${signature(purpose, id).toString('base64url')}`;
    },
    /** The id a token was made for, or null when it is not one of ours for `purposes`. */
    verify(token: string, purposes: readonly string[]): { purpose: string; id: number } | null {
      const match = /^([a-z]{1,20})\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, purpose = '', idText = '', given = ''] = match;
      const id = Number(idText);
      if (!purposes.includes(purpose) || !Number.isSafeInteger(id)) return null;
      const expected = signature(purpose, id);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      // base64url decoding ignores stray low bits of the last character: only the canonical text counts.
      if (actual.toString('base64url') !== given) return null;
      return { purpose, id };
    },
  };
}
