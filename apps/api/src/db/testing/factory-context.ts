import type { Kysely } from 'kysely';
import { nowIso } from '../dialect.js';
import type { DB } from '../types.js';

/**
 * What a factory needs from a test app: the database and the app's controllable clock (rows are
 * stamped with the test's "now", so time rules can be stated exactly). A TestApp satisfies it,
 * and so does `{ deps: { db }, clock: { now } }` for a test without an app.
 */
export interface FactoryApp {
  deps: { db: Kysely<DB> };
  clock: { now: Date };
}

let counter = 0;
/** A number unique within the test process, for names, slugs and addresses that must differ. */
export const nextSerial = () => {
  counter += 1;
  return counter;
};

/** created_at / updated_at at the app clock's now (or `at`). */
export function stamps(app: FactoryApp, at?: Date) {
  const iso = nowIso(at ?? app.clock.now);
  return { created_at: iso, updated_at: iso };
}
