import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { type ProjectPatch, projectWriteRepository } from '../listings/listing-write.repository.js';

export interface ManagedProject {
  id: number;
  owner_id: number | null;
  request_status: string;
  status: number;
}

/** The owner's changes to one project: read its state and write the change in one transaction. */
export function projectManageRepository(db: Kysely<DB>) {
  const read = async (trx: Transaction<DB>, id: number): Promise<ManagedProject | undefined> => {
    let q = trx
      .selectFrom('projects')
      .select(['id', 'owner_id', 'request_status', 'status'])
      .where('id', '=', id);
    if (dialectOf(trx) === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row && { ...row, status: Number(row.status) };
  };

  return {
    /**
     * Reads the project (locked on PostgreSQL; SQLite transactions take the write lock up front),
     * lets `decide` check it and name the patch, and writes it through the listings' write path.
     * `decide` throws to refuse; nothing is written then.
     */
    async change<T>(
      id: number,
      now: Date,
      decide: (project: ManagedProject | undefined) => { patch: ProjectPatch; result: T },
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const { patch, result } = decide(await read(trx, id));
        await projectWriteRepository(trx).update([id], patch, now);
        return result;
      });
    },

    /**
     * Deletes the project once `check` accepts it, in one transaction; returns the storage keys
     * of its files (cover and SEO images, gallery, documents, plans) for deletion after the commit.
     */
    async remove(
      id: number,
      check: (project: ManagedProject | undefined) => void,
    ): Promise<(string | null)[]> {
      return db.transaction().execute(async (trx) => {
        check(await read(trx, id));
        const keys = await fileKeys(trx, id);
        await projectWriteRepository(trx).remove([id]);
        return keys;
      });
    },
  };
}

async function fileKeys(trx: Transaction<DB>, id: number): Promise<(string | null)[]> {
  const [own, gallery, documents, plans] = await Promise.all([
    trx.selectFrom('projects').select(['image', 'meta_image']).where('id', '=', id).execute(),
    trx.selectFrom('project_images').select('image').where('project_id', '=', id).execute(),
    trx.selectFrom('project_documents').select('file').where('project_id', '=', id).execute(),
    trx.selectFrom('project_plans').select('document').where('project_id', '=', id).execute(),
  ]);
  return [...own, ...gallery, ...documents, ...plans].flatMap((row) => Object.values(row));
}
