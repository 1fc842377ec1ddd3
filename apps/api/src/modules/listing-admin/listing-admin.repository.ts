import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types.js';

export type PropertyRecordRow = Selectable<DB['properties']>;
export type ProjectRecordRow = Selectable<DB['projects']>;

export interface OwnerRow {
  id: number;
  name: string | null;
  email: string | null;
}

/** One listing with everything its edit form shows, read in `db` (a transaction's, for audits). */
export function listingAdminRepository(db: Kysely<DB>) {
  async function owner(id: number | null): Promise<OwnerRow | undefined> {
    if (id === null) return undefined;
    return db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirst();
  }

  return {
    async property(id: number) {
      const row = await db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const [images, documents, parameters, facilities, ownerRow] = await Promise.all([
        db
          .selectFrom('property_images')
          .select(['id', 'image'])
          .where('property_id', '=', id)
          .orderBy('sequence')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('property_documents')
          .select(['id', 'file', 'file_name', 'type'])
          .where('property_id', '=', id)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('property_parameters')
          .innerJoin('parameters', 'parameters.id', 'property_parameters.parameter_id')
          .select([
            'property_parameters.parameter_id',
            'property_parameters.value',
            'parameters.type_of_parameter',
          ])
          .where('property_parameters.property_id', '=', id)
          .orderBy('property_parameters.parameter_id')
          .execute(),
        db
          .selectFrom('property_facilities')
          .select(['facility_id', 'distance'])
          .where('property_id', '=', id)
          .orderBy('facility_id')
          .execute(),
        owner(row.owner_id),
      ]);
      return { row, images, documents, parameters, facilities, owner: ownerRow };
    },

    async project(id: number) {
      const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const [images, documents, plans, ownerRow] = await Promise.all([
        db
          .selectFrom('project_images')
          .select(['id', 'image'])
          .where('project_id', '=', id)
          .orderBy('sequence')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_documents')
          .select(['id', 'file'])
          .where('project_id', '=', id)
          .orderBy('sequence')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_plans')
          .select(['id', 'title', 'document'])
          .where('project_id', '=', id)
          .orderBy('id')
          .execute(),
        owner(row.owner_id),
      ]);
      return { row, images, documents, plans, owner: ownerRow };
    },
  };
}

export type PropertyRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof listingAdminRepository>['property']>>
>;
export type ProjectRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof listingAdminRepository>['project']>>
>;
