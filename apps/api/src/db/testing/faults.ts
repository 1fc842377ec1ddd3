import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.js';
import type { DB } from '../types.js';
import type { Table } from './rows.js';

/**
 * Real database refusals for failure-path tests: a trigger that aborts one kind of write on one
 * table for the rows a condition picks, on either dialect (not a stand-in for the repository, so
 * the code under test sees exactly what a failing database gives it).
 */
export interface RefusalRule {
  /** Trigger name (also the PostgreSQL function name); one per test file is enough. */
  name: string;
  table: Table;
  event: 'insert' | 'update';
  /** The refused rows: the new value of `column` equals `equals`, or starts with `startsWith`. */
  column: string;
  equals?: string;
  startsWith?: string;
}

export interface Refusal {
  /** Drops the trigger again. */
  remove(): Promise<void>;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const plain = (prefix: string) => {
  if (/[%_]/.test(prefix)) throw new Error(`a prefix without LIKE wildcards: ${prefix}`);
  return prefix;
};
const identifier = (text: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(text)) throw new Error(`not a plain identifier: ${text}`);
  return text;
};

export async function refuseWrites(
  deps: { db: Kysely<DB>; dialect: DialectName },
  rule: RefusalRule,
): Promise<Refusal> {
  const name = identifier(rule.name);
  const table = identifier(rule.table);
  const column = `new.${identifier(rule.column)}`;
  const condition =
    rule.startsWith !== undefined
      ? `${column} like ${literal(`${plain(rule.startsWith)}%`)}`
      : `${column} = ${literal(rule.equals ?? '')}`;
  const run = (statement: string) => sql.raw(statement).execute(deps.db);
  if (deps.dialect === 'sqlite') {
    await run(`create trigger ${name} before ${rule.event} on ${table} when ${condition}
      begin select raise(abort, 'refused by test trigger'); end`);
    return { remove: async () => void (await run(`drop trigger ${name}`)) };
  }
  await run(`create function ${name}() returns trigger language plpgsql as $$
    begin if ${condition} then raise exception 'refused by test trigger'; end if; return new; end $$`);
  await run(
    `create trigger ${name} before ${rule.event} on ${table} for each row execute function ${name}()`,
  );
  return {
    async remove() {
      await run(`drop trigger ${name} on ${table}`);
      await run(`drop function ${name}()`);
    },
  };
}
