import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { type PropertyPatch, propertyWriteRepository } from '../listings/listing-write.repository.js';

export interface ManagedListing {
  id: number;
  owner_id: number | null;
  property_type: string;
  request_status: string;
  status: number;
}

/** The owner's changes to one listing: read its state and write the change in one transaction. */
export function propertyManageRepository(db: Kysely<DB>) {
  const read = (trx: Transaction<DB>, id: number) => {
    let q = trx
      .selectFrom('properties')
      .select(['id', 'owner_id', 'property_type', 'request_status', 'status'])
      .where('id', '=', id);
    if (dialectOf(trx) === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  };

  return {
    /**
     * Reads the listing (locked on PostgreSQL; SQLite transactions take the write lock up front),
     * lets `decide` check it and name the patch, and writes it through the listings' write path.
     * `decide` throws to refuse; nothing is written then.
     */
    async change<T>(
      id: number,
      now: Date,
      decide: (listing: ManagedListing | undefined) => { patch: PropertyPatch; result: T },
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const { patch, result } = decide(await read(trx, id));
        await propertyWriteRepository(trx).update([id], patch, now);
        return result;
      });
    },

    /**
     * Deletes the listing once `check` accepts it, in one transaction; returns the storage keys
     * of its files (title, 3D and SEO images, gallery, documents, file parameters, chat files
     * about it) for deletion after the commit.
     */
    async remove(
      id: number,
      check: (listing: ManagedListing | undefined) => void,
    ): Promise<(string | null)[]> {
      return db.transaction().execute(async (trx) => {
        check(await read(trx, id));
        const keys = await fileKeys(trx, id);
        await propertyWriteRepository(trx).remove([id]);
        return keys;
      });
    },
  };
}

async function fileKeys(trx: Transaction<DB>, id: number): Promise<(string | null)[]> {
  const [own, gallery, documents, parameters, chat] = await Promise.all([
    trx
      .selectFrom('properties')
      .select(['title_image', 'three_d_image', 'meta_image'])
      .where('id', '=', id)
      .execute(),
    trx.selectFrom('property_images').select('image').where('property_id', '=', id).execute(),
    trx.selectFrom('property_documents').select('file').where('property_id', '=', id).execute(),
    // Only values of file parameters are storage keys; other values are text typed by people.
    trx
      .selectFrom('property_parameters as pp')
      .innerJoin('parameters as p', 'p.id', 'pp.parameter_id')
      .select('pp.value')
      .where('p.type_of_parameter', '=', 'file')
      .where('pp.property_id', '=', id)
      .execute(),
    trx.selectFrom('chat_messages').select(['file', 'audio']).where('property_id', '=', id).execute(),
  ]);
  return [...own, ...gallery, ...documents, ...parameters, ...chat].flatMap((row) => Object.values(row));
}
