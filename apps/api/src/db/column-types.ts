import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of every table (see migrations/). Timestamps are written as ISO text and read back as
 * Date (PostgreSQL) or text (SQLite); money is read back as string (PostgreSQL numeric) or number.
 * Repositories normalise both through dialect.ts helpers before anything leaves them.
 */
export type Ts = ColumnType<Date | string, string, string>;
export type NullableTs = ColumnType<Date | string | null, string | null, string | null>;
export type Money = ColumnType<number | string, number, number>;
export type NullableMoney = ColumnType<number | string | null, number | null, number | null>;
/** 0/1 flag. */
export type Flag = ColumnType<number, number | undefined, number>;
export type Id = Generated<number>;

export interface Timestamps {
  created_at: Ts;
  updated_at: Ts;
}
