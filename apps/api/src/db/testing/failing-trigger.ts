import { sql } from 'kysely';
import type { TestApp } from '../../testing/test-app.js';

/**
 * Makes every `event` on `table` fail inside the database (a trigger on either dialect), so a
 * test can break the second statement of a multi-statement write and check the first one was
 * rolled back. Returns the function that removes the trigger again.
 */
export async function failWrites(
  app: TestApp,
  table: string,
  event: 'insert' | 'update' | 'delete',
): Promise<() => Promise<void>> {
  const db = app.deps.db;
  const name = `test_fail_${table}_${event}`;
  if (app.deps.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger ${name} before ${event} on ${table} begin select raise(abort, 'forced failure'); end`,
      )
      .execute(db);
    return async () => {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    };
  }
  await sql
    .raw(
      `create or replace function test_forced_failure() returns trigger language plpgsql as $$
        begin raise exception 'forced failure'; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} before ${event} on ${table} for each row execute function test_forced_failure()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  };
}
