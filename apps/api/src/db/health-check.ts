import { type Kysely, sql } from 'kysely';
import type { DB } from './types.js';

/** The health check's one round trip: true when the database answers a trivial query. */
export async function databaseAnswers(db: Kysely<DB>): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
