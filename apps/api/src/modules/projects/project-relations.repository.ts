import type { Kysely } from 'kysely';
import type { DB, Row } from '../../db/types.js';

/** Everything a page of projects shows beside its own rows, one query per relation. */
export function projectRelationsRepository(db: Kysely<DB>) {
  return {
    async categories(ids: number[]): Promise<Row<'categories'>[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('categories').selectAll().where('id', 'in', ids).execute();
    },

    async images(projectIds: number[]) {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('project_images')
        .select(['id', 'project_id', 'image'])
        .where('project_id', 'in', projectIds)
        .orderBy('sequence')
        .orderBy('id')
        .execute();
    },

    async documents(projectIds: number[]) {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('project_documents')
        .select(['id', 'project_id', 'file'])
        .where('project_id', 'in', projectIds)
        .orderBy('sequence')
        .orderBy('id')
        .execute();
    },

    async plans(projectIds: number[]) {
      if (projectIds.length === 0) return [];
      return (
        db
          .selectFrom('project_plans')
          .select(['id', 'project_id', 'title', 'document'])
          .where('project_id', 'in', projectIds)
          // By project first, the order of the project index (see property documents).
          .orderBy('project_id')
          .orderBy('id')
          .execute()
      );
    },

    async owners(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'name', 'slug_id', 'profile', 'email', 'mobile', 'address', 'verification_status'])
        .where('id', 'in', userIds)
        .execute();
    },
  };
}

export type ProjectRelationsRepository = ReturnType<typeof projectRelationsRepository>;
