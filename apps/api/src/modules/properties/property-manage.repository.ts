import type { Kysely } from 'kysely';
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
        let q = trx
          .selectFrom('properties')
          .select(['id', 'owner_id', 'property_type', 'request_status', 'status'])
          .where('id', '=', id);
        if (dialectOf(trx) === 'postgres') q = q.forUpdate();
        const { patch, result } = decide(await q.executeTakeFirst());
        await propertyWriteRepository(trx).update([id], patch, now);
        return result;
      });
    },
  };
}
