import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: use its value (Argon2id).
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults; the hash carries its own parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verified against when no account matches, so an unknown email costs as long as a wrong password
// and response times do not tell which addresses have accounts.
let decoy: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy password, never matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
