import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB, NewRow, Row, RowUpdate } from '../../db/types.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Account rows and identities: queries only (rules live in the services). */
export function userRepository(db: Db) {
  return {
    findById(id: number): Promise<Row<'users'> | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmailKey(key: string): Promise<Row<'users'> | undefined> {
      return db.selectFrom('users').selectAll().where('email_key', '=', key).executeTakeFirst();
    },

    findByMobile(mobile: string): Promise<Row<'users'> | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('logintype', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
    },

    async slugTaken(slug: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('slug_id', '=', slug).executeTakeFirst();
      return row !== undefined;
    },

    insert(values: NewRow<'users'>): Promise<Row<'users'>> {
      return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, values: RowUpdate<'users'>, at: Date): Promise<Row<'users'>> {
      return db
        .updateTable('users')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Only for an account that never got to exist (its verification code could not be sent). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    /** Removes a number from every profile other than `ownerId` that holds it without signing in with it. */
    async dropUnprovenMobileClaims(mobile: string, ownerId: number, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ mobile: null, updated_at: nowIso(at) })
        .where('id', '<>', ownerId)
        .where('mobile', '=', mobile)
        .where((eb) => eb.or([eb('logintype', '<>', 1), eb('logintype', 'is', null)]))
        .execute();
    },

    /** Takes the lookup key off an account's address; the address itself stays in its profile. */
    async releaseEmailKey(id: number, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ email_key: null, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Removes an address from every profile other than `ownerId` that holds it unverified and does
     * not sign in with it (matched by key, or by its lower-cased text once the key was released).
     */
    async dropUnprovenEmailClaims(key: string, ownerId: number, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ email: null, email_key: null, updated_at: nowIso(at) })
        .where('id', '<>', ownerId)
        .where('is_email_verified', '=', 0)
        .where((eb) => eb.or([eb('logintype', '<>', 3), eb('logintype', 'is', null)]))
        .where((eb) => eb.or([eb('email_key', '=', key), eb(eb.fn('lower', ['email']), '=', key)]))
        .execute();
    },

    findIdentity(provider: string, subject: string) {
      return db
        .selectFrom('user_identities')
        .selectAll()
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },

    async addIdentity(userId: number, provider: string, subject: string, email: string | null, at: Date) {
      await db
        .insertInto('user_identities')
        .values({ user_id: userId, provider, subject, email, created_at: nowIso(at), updated_at: nowIso(at) })
        .execute();
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
