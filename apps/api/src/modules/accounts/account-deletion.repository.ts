import { type Kysely, sql, type Transaction } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { propertyWriteRepository } from '../listings/listing-write.repository.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Slug of a removed account: `~` never survives slug normalisation, so no live slug can clash. */
export const deletedSlug = (userId: number) => `~deleted-${userId}`;

/** What deleting an account does to a column that holds the user's id. */
export type UserReferenceFate =
  /** The rows go (whole conversations, blocks either way, marks, personal records). */
  | 'deleted'
  /** The rows stay for accounting with the column set to null. */
  | 'anonymised'
  /** The rows stay as revoked, scrubbed records, so an old token keeps answering 401. */
  | 'revoked'
  /**
   * The rows stay as they are: the audit log is the operators' accountability record and names
   * its actor by id only (the name and email go with the account); a chat report is evidence of
   * a conversation, which deleting either party's account must not erase (a scammer would delete
   * theirs first).
   */
  | 'kept';

/**
 * Every column of the schema that holds a user id, with its fate on deletion. A schema test
 * compares this list with the database (column names and foreign keys to users), so a new table
 * that refers to users fails until it is handled here.
 */
export const USER_REFERENCES = {
  'advertisements.customer_id': 'deleted',
  'audit_log.actor_id': 'kept',
  'blocks.blocked_id': 'deleted',
  'blocks.blocker_id': 'deleted',
  'chat_deletions.other_user_id': 'deleted',
  'chat_deletions.user_id': 'deleted',
  'chat_messages.receiver_id': 'deleted',
  'chat_messages.sender_id': 'deleted',
  'chat_reports.reported_user_id': 'kept',
  'chat_reports.reporter_id': 'kept',
  'chat_reports.resolved_by': 'kept',
  'favourites.user_id': 'deleted',
  'interests.user_id': 'deleted',
  'notification_reads.user_id': 'deleted',
  'notifications.user_id': 'deleted',
  'owner_listing_counts.owner_id': 'deleted',
  'password_resets.user_id': 'deleted',
  'payment_transactions.user_id': 'anonymised',
  'projects.owner_id': 'deleted',
  'properties.owner_id': 'deleted',
  'push_subscriptions.user_id': 'deleted',
  'reports.user_id': 'deleted',
  'sessions.user_id': 'revoked',
  'user_identities.user_id': 'deleted',
  'user_interests.user_id': 'deleted',
  'user_packages.user_id': 'deleted',
  'verification_applications.user_id': 'deleted',
} as const satisfies Record<string, UserReferenceFate>;

/**
 * Columns that name a user without holding the bare id: view markers keyed `u:<id>`, and codes
 * sent to the account's email address or phone number.
 */
export const USER_KEYED_COLUMNS = ['listing_views.viewer_key', 'otps.target'] as const;

const CHUNK = 500; // bound the parameters of an IN list on both dialects

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Queries of account deletion (`delete_user`), run inside one transaction by the
 * service. Listing children (images, documents, parameter values, facilities, favourites and
 * reports of the listing, chats about it, sliders) go by the ON DELETE CASCADE of the schema;
 * rows that hang off the user without a cascading key are removed here one by one.
 */
export function accountDeletionRepository(db: Db) {
  const ownProperties = (userId: number) =>
    db.selectFrom('properties').select('id').where('owner_id', '=', userId);
  const ownProjects = (userId: number) =>
    db.selectFrom('projects').select('id').where('owner_id', '=', userId);

  return {
    /** The addresses one-time codes may have been sent to; null once the account is gone. */
    async contacts(userId: number): Promise<string[] | null> {
      const user = await db
        .selectFrom('users')
        .select(['email_key', 'mobile'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return null;
      return [user.email_key, user.mobile].filter((c): c is string => !!c);
    },

    /** Every storage key the rows about to be deleted name (filtered by the caller). */
    async fileKeys(userId: number): Promise<(string | null)[]> {
      const keys: (string | null)[] = [];
      const push = (rows: Record<string, string | null>[]) => {
        for (const row of rows) keys.push(...Object.values(row));
      };
      push(await db.selectFrom('users').select('profile').where('id', '=', userId).execute());
      push(
        await db
          .selectFrom('properties')
          .select(['title_image', 'three_d_image', 'meta_image'])
          .where('owner_id', '=', userId)
          .execute(),
      );
      push(
        await db
          .selectFrom('property_images')
          .select('image')
          .where('property_id', 'in', ownProperties(userId))
          .execute(),
      );
      push(
        await db
          .selectFrom('property_documents')
          .select('file')
          .where('property_id', 'in', ownProperties(userId))
          .execute(),
      );
      // Only values of file parameters are storage keys; other values are text typed by people.
      push(
        await db
          .selectFrom('property_parameters as pp')
          .innerJoin('parameters as p', 'p.id', 'pp.parameter_id')
          .select('pp.value')
          .where('p.type_of_parameter', '=', 'file')
          .where('pp.property_id', 'in', ownProperties(userId))
          .execute(),
      );
      push(
        await db
          .selectFrom('projects')
          .select(['image', 'meta_image'])
          .where('owner_id', '=', userId)
          .execute(),
      );
      push(
        await db
          .selectFrom('project_images')
          .select('image')
          .where('project_id', 'in', ownProjects(userId))
          .execute(),
      );
      push(
        await db
          .selectFrom('project_documents')
          .select('file')
          .where('project_id', 'in', ownProjects(userId))
          .execute(),
      );
      push(
        await db
          .selectFrom('project_plans')
          .select('document')
          .where('project_id', 'in', ownProjects(userId))
          .execute(),
      );
      push(
        await db
          .selectFrom('chat_messages')
          .select(['file', 'audio'])
          .where((eb) =>
            eb.or([
              eb('sender_id', '=', userId),
              eb('receiver_id', '=', userId),
              eb('property_id', 'in', ownProperties(userId)),
            ]),
          )
          .execute(),
      );
      push(
        await db
          .selectFrom('verification_values as v')
          .innerJoin('verification_applications as a', 'a.id', 'v.application_id')
          .leftJoin('verification_fields as f', 'f.id', 'v.field_id')
          .select('v.value')
          .where('a.user_id', '=', userId)
          // The type the answer was given under (a field's type may change later).
          .where(sql<boolean>`coalesce(v.field_type, f.field_type) = 'file'`)
          .execute(),
      );
      return keys;
    },

    /** Sessions stay as revoked rows (they answer 401), without the address and browser. */
    async scrubSessions(userId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ip: null, user_agent: null })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Favourites and interest marks on other members' listings, with those listings' counters. */
    /** Their favourites and interests; returns the properties whose counters changed. */
    async removeMarks(userId: number): Promise<number[]> {
      const marked = new Set<number>();
      for (const table of ['favourites', 'interests'] as const) {
        const rows = await db.selectFrom(table).select('property_id').where('user_id', '=', userId).execute();
        await db.deleteFrom(table).where('user_id', '=', userId).execute();
        for (const row of rows) marked.add(row.property_id);
        for (const ids of chunks(rows.map((r) => r.property_id))) {
          await propertyWriteRepository(db).recountMarks(table, ids);
        }
      }
      return [...marked];
    },

    /**
     * Advertisements they bought or that feature their listings, with their moderation notes;
     * returns the listings whose promotion columns must be recomputed.
     */
    async removeAdvertisements(userId: number): Promise<{ propertyIds: number[]; projectIds: number[] }> {
      const ads = await db
        .selectFrom('advertisements')
        .select(['id', 'property_id', 'project_id'])
        .where((eb) =>
          eb.or([
            eb('customer_id', '=', userId),
            eb('property_id', 'in', ownProperties(userId)),
            eb('project_id', 'in', ownProjects(userId)),
          ]),
        )
        .execute();
      const ids = ads.map((a) => a.id);
      for (const part of chunks(ids)) {
        await db
          .deleteFrom('moderation_reasons')
          .where('entity', '=', 'advertisement')
          .where('entity_id', 'in', part)
          .execute();
        await db.deleteFrom('advertisements').where('id', 'in', part).execute();
      }
      return {
        propertyIds: [...new Set(ads.flatMap((a) => (a.property_id ? [a.property_id] : [])))],
        projectIds: [...new Set(ads.flatMap((a) => (a.project_id ? [a.project_id] : [])))],
      };
    },

    /**
     * Their properties and projects; children follow by cascade, loose rows are removed here.
     * Returns the removed listings' ids.
     */
    async removeListings(userId: number): Promise<{ propertyIds: number[]; projectIds: number[] }> {
      const propertyIds = (await ownProperties(userId).execute()).map((r) => r.id);
      const projectIds = (await ownProjects(userId).execute()).map((r) => r.id);
      for (const [entity, owned] of [
        ['property', ownProperties(userId)],
        ['project', ownProjects(userId)],
      ] as const) {
        await db
          .deleteFrom('moderation_reasons')
          .where('entity', '=', entity)
          .where('entity_id', 'in', owned)
          .execute();
        for (const named of ['listing_views', 'listing_history'] as const) {
          await db.deleteFrom(named).where('entity', '=', entity).where('entity_id', 'in', owned).execute();
        }
      }
      await db.deleteFrom('properties').where('owner_id', '=', userId).execute();
      await db.deleteFrom('projects').where('owner_id', '=', userId).execute();
      await db.deleteFrom('owner_listing_counts').where('owner_id', '=', userId).execute();
      return { propertyIds, projectIds };
    },

    /** Rows keyed by the user id, with or without a foreign key. */
    async removePersonalRows(userId: number, contacts: string[]): Promise<void> {
      // Whole conversations go, both sides: nobody can answer a removed account, and what the
      // others wrote to them is about them.
      await db
        .deleteFrom('chat_messages')
        .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
        .execute();
      await db
        .deleteFrom('chat_deletions')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('other_user_id', '=', userId)]))
        .execute();
      await db
        .deleteFrom('blocks')
        .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
        .execute();
      const applications = db
        .selectFrom('verification_applications')
        .select('id')
        .where('user_id', '=', userId);
      await db.deleteFrom('verification_values').where('application_id', 'in', applications).execute();
      await db
        .deleteFrom('moderation_reasons')
        .where('entity', '=', 'verification')
        .where('entity_id', 'in', applications)
        .execute();
      for (const table of [
        'verification_applications',
        'reports',
        'user_interests',
        'notifications',
        'notification_reads',
        'push_subscriptions',
        'user_identities',
        'password_resets',
      ] as const) {
        await db.deleteFrom(table).where('user_id', '=', userId).execute();
      }
      const packages = db.selectFrom('user_packages').select('id').where('user_id', '=', userId);
      await db.deleteFrom('user_package_limits').where('user_package_id', 'in', packages).execute();
      await db.deleteFrom('user_packages').where('user_id', '=', userId).execute();
      await db.deleteFrom('listing_views').where('viewer_key', '=', `u:${userId}`).execute();
      if (contacts.length > 0) await db.deleteFrom('otps').where('target', 'in', contacts).execute();
    },

    /** Payments stay for accounting, no longer linked to anyone. */
    async anonymisePayments(userId: number): Promise<void> {
      await db
        .updateTable('payment_transactions')
        .set({ user_id: null })
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * The users row stays as a tombstone: no personal data, role `deleted`, inactive. Its id is
     * never handed out again, so ids kept without foreign keys elsewhere (chat parties, blocks,
     * operator records) can never point at somebody else; lists already skip role `deleted`.
     */
    async tombstone(userId: number, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({
          name: null,
          slug_id: deletedSlug(userId),
          email: null,
          email_key: null,
          mobile: null,
          password_hash: null,
          profile: null,
          address: null,
          city: null,
          state: null,
          country: null,
          latitude: null,
          longitude: null,
          about_me: null,
          facebook_id: null,
          twiiter_id: null,
          instagram_id: null,
          youtube_id: null,
          role: 'deleted',
          is_active: 0,
          is_email_verified: 0,
          is_demo: 0,
          notification: 0,
          verification_status: 'initial',
          updated_at: nowIso(at),
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}
