import type { Kysely } from 'kysely';
import type { DB, Row } from '../../db/types.js';

/** Everything a page of listings shows beside its own row, fetched in one query per relation. */
export function propertyRelationsRepository(db: Kysely<DB>) {
  return {
    async categories(ids: number[]): Promise<Row<'categories'>[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('categories').selectAll().where('id', 'in', ids).execute();
    },

    async gallery(propertyIds: number[]) {
      if (propertyIds.length === 0) return [];
      return db
        .selectFrom('property_images')
        .select(['id', 'property_id', 'image'])
        .where('property_id', 'in', propertyIds)
        .orderBy('sequence')
        .orderBy('id')
        .execute();
    },

    async documents(propertyIds: number[]) {
      if (propertyIds.length === 0) return [];
      return (
        db
          .selectFrom('property_documents')
          .select(['id', 'property_id', 'type', 'file_name', 'file'])
          .where('property_id', 'in', propertyIds)
          // By listing first: the order of the listing index. `id` alone tempts SQLite to walk the
          // whole table in id order rather than look up the few listings asked for.
          .orderBy('property_id')
          .orderBy('id')
          .execute()
      );
    },

    /** Values of parameters that belong to the listing's category, in the category's order. */
    async parameters(propertyIds: number[]) {
      if (propertyIds.length === 0) return [];
      return db
        .selectFrom('property_parameters as pp')
        .innerJoin('properties as p', 'p.id', 'pp.property_id')
        .innerJoin('category_parameters as cp', (join) =>
          join.onRef('cp.parameter_id', '=', 'pp.parameter_id').onRef('cp.category_id', '=', 'p.category_id'),
        )
        .innerJoin('parameters as par', 'par.id', 'pp.parameter_id')
        .select([
          'pp.property_id',
          'pp.value',
          'par.id',
          'par.name',
          'par.type_of_parameter',
          'par.type_values',
          'par.image',
          'par.translations',
          'par.card_fact',
          'par.unit',
          'cp.is_required',
          'cp.sequence',
        ])
        .where('pp.property_id', 'in', propertyIds)
        .orderBy('cp.sequence')
        .orderBy('par.id')
        .execute();
    },

    async facilities(propertyIds: number[]) {
      if (propertyIds.length === 0) return [];
      return db
        .selectFrom('property_facilities as pf')
        .innerJoin('outdoor_facilities as f', 'f.id', 'pf.facility_id')
        .select(['pf.id', 'pf.property_id', 'pf.facility_id', 'f.name', 'f.image', 'pf.distance'])
        .where('pf.property_id', 'in', propertyIds)
        .orderBy('pf.distance')
        .orderBy('pf.id')
        .execute();
    },

    async owners(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'name', 'slug_id', 'profile', 'email', 'mobile', 'verification_status', 'is_active'])
        .where('id', 'in', userIds)
        .execute();
    },

    async markedBy(table: 'favourites' | 'interests' | 'reports', userId: number, propertyIds: number[]) {
      if (propertyIds.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom(table)
        .select('property_id')
        .where('user_id', '=', userId)
        .where('property_id', 'in', propertyIds)
        .execute();
      return new Set(rows.map((r) => r.property_id));
    },

    /** Blocks between the viewer and the given users, both directions (0 = operator). */
    async blocks(userId: number, otherIds: number[]) {
      if (otherIds.length === 0) return [];
      return db
        .selectFrom('blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', userId), eb('blocked_id', 'in', otherIds)]),
            eb.and([eb('blocked_id', '=', userId), eb('blocker_id', 'in', otherIds)]),
          ]),
        )
        .execute();
    },
  };
}

export type PropertyRelationsRepository = ReturnType<typeof propertyRelationsRepository>;
