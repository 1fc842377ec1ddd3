import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

/**
 * Reads one operator setting straight from the `settings` table (values are JSON-encoded). The
 * catalogue needs a single key (the placeholder image of city cards) and keeps no dependency on
 * the settings service for it.
 */
export async function readSetting(db: Kysely<DB>, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row || row.value === null) return null;
  try {
    return JSON.parse(row.value);
  } catch {
    return row.value;
  }
}

/** A storage key (or URL) setting; anything that is not a non-empty string counts as unset. */
export async function readMediaSetting(db: Kysely<DB>, key: string): Promise<string | null> {
  const value = await readSetting(db, key);
  return typeof value === 'string' && value !== '' ? value : null;
}
