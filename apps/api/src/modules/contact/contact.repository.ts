import type { ContactInput } from '@domus/shared/schemas/contact.schema';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

/** Contact requests, kept for the operators whether or not the notification mail goes out. */
export function contactRepository(db: Kysely<DB>) {
  return {
    async insert(input: ContactInput, ip: string | null, at: Date): Promise<void> {
      const stamp = nowIso(at);
      await db
        .insertInto('contact_messages')
        .values({ ...input, ip: ip?.slice(0, 64) ?? null, handled: 0, created_at: stamp, updated_at: stamp })
        .execute();
    },
  };
}
