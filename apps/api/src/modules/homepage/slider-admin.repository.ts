import type { Kysely } from 'kysely';
import { dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';
import { IS_PUBLIC } from '../listings/listing-status.js';

export type SliderRow = Row<'sliders'>;

export interface SliderValues {
  type: string;
  image: string | null;
  web_image: string | null;
  link: string | null;
  category_id: number | null;
  property_id: number | null;
  show_property_details: number;
  status: number;
  sequence: number;
}

/** The operators' reads and writes of homepage sliders. */
export function sliderAdminRepository(db: Kysely<DB>) {
  return {
    /** In homepage order (sequence, then id). */
    async page(filters: { type?: string; status?: number }, offset: number, limit: number) {
      const base = db
        .selectFrom('sliders')
        .$if(filters.type !== undefined, (q) => q.where('type', '=', filters.type as string))
        .$if(filters.status !== undefined, (q) => q.where('status', '=', filters.status as number));
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('sequence').orderBy('id').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<SliderRow | undefined> {
      return db.selectFrom('sliders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lock(id: number): Promise<SliderRow | undefined> {
      const q = db.selectFrom('sliders').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /** Every slider in homepage order (a move renumbers them all: sequences may repeat). */
    async ordered(): Promise<{ id: number; sequence: number }[]> {
      return db.selectFrom('sliders').select(['id', 'sequence']).orderBy('sequence').orderBy('id').execute();
    },

    async nextSequence(): Promise<number> {
      const row = await db
        .selectFrom('sliders')
        .select((eb) => eb.fn.max('sequence').as('n'))
        .executeTakeFirst();
      return toNumber(row?.n) + 1;
    },

    async setSequence(id: number, sequence: number) {
      await db.updateTable('sliders').set({ sequence }).where('id', '=', id).execute();
    },

    async insert(values: SliderValues, now: Date): Promise<number> {
      const at = nowIso(now);
      const row = await db
        .insertInto('sliders')
        .values({ ...values, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, values: Partial<SliderValues>, now: Date) {
      await db
        .updateTable('sliders')
        .set({ ...values, updated_at: nowIso(now) })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number) {
      await db.deleteFrom('sliders').where('id', '=', id).execute();
    },

    async categoryExists(id: number): Promise<boolean> {
      return (
        (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    /** Browsable by guests (the homepage only shows those). */
    async propertyVisible(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('properties')
        .select('id')
        .where('id', '=', id)
        .where('is_public', '=', IS_PUBLIC.browsable)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
