import { type Kysely, sql } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type ApplicationRow = Row<'verification_applications'>;

/** An answer with the field it was given to (kept after the field's removal). */
export interface AnswerRow {
  id: number;
  field_id: number;
  value: string;
  field_type: string;
  field_name: string;
}

/** The applicant as an application shows them. */
export interface ApplicantRow {
  id: number;
  name: string | null;
  profile: string | null;
  email: string | null;
  mobile: string | null;
  slug_id: string;
  property_count: number;
  projects_count: number;
}

export interface NewAnswer {
  field_id: number;
  field_type: string;
  value: string;
}

export interface QueueFilters {
  status?: string;
  search?: string;
}

/** Reads and writes of the verification form, applications and answers. */
export function verificationRepository(db: Kysely<DB>) {
  const applicants = () =>
    db
      .selectFrom('users as u')
      .leftJoin('owner_listing_counts as oc', 'oc.owner_id', 'u.id')
      .select([
        'u.id',
        'u.name',
        'u.profile',
        'u.email',
        'u.mobile',
        'u.slug_id',
        'oc.property_count',
        'oc.project_count as projects_count',
      ]);

  return {
    async applicationOf(userId: number): Promise<ApplicationRow | undefined> {
      return db
        .selectFrom('verification_applications')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async application(id: number): Promise<ApplicationRow | undefined> {
      return db.selectFrom('verification_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The answers of these applications, each list in form order. */
    async answers(applicationIds: number[]): Promise<Map<number, AnswerRow[]>> {
      const out = new Map<number, AnswerRow[]>();
      if (applicationIds.length === 0) return out;
      const rows = await db
        .selectFrom('verification_values as v')
        .leftJoin('verification_fields as f', 'f.id', 'v.field_id')
        .select([
          'v.id',
          'v.application_id',
          'v.field_id',
          'v.value',
          'v.field_type as answered_type',
          'f.field_type',
          'f.name',
        ])
        .where('v.application_id', 'in', applicationIds)
        .orderBy(sql`coalesce(f.rank, 0)`)
        .orderBy('v.id')
        .execute();
      for (const row of rows) {
        const list = out.get(row.application_id) ?? [];
        list.push({
          id: row.id,
          field_id: row.field_id,
          value: row.value,
          field_type: row.answered_type ?? row.field_type ?? 'text',
          field_name: row.name ?? '',
        });
        out.set(row.application_id, list);
      }
      return out;
    },

    /** One answer and whose application it belongs to (the file route's access check). */
    async answer(id: number) {
      return db
        .selectFrom('verification_values as v')
        .innerJoin('verification_applications as a', 'a.id', 'v.application_id')
        .select(['v.id', 'v.value', 'v.field_type', 'a.user_id'])
        .where('v.id', '=', id)
        .executeTakeFirst();
    },

    async applicant(userId: number): Promise<ApplicantRow | undefined> {
      const row = await applicants().where('u.id', '=', userId).executeTakeFirst();
      return (
        row && {
          ...row,
          property_count: toNumber(row.property_count),
          projects_count: toNumber(row.projects_count),
        }
      );
    },

    async applicantsOf(userIds: number[]): Promise<Map<number, ApplicantRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await applicants().where('u.id', 'in', userIds).execute();
      return new Map(
        rows.map((row) => [
          row.id,
          {
            ...row,
            property_count: toNumber(row.property_count),
            projects_count: toNumber(row.projects_count),
          },
        ]),
      );
    },

    async userStatus(userId: number): Promise<string | undefined> {
      const q = db.selectFrom('users').select('verification_status').where('id', '=', userId);
      return (await (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst())
        ?.verification_status;
    },

    /** The member's state moves only from the one it was read in: false when another write won. */
    async moveUserStatus(userId: number, from: string, to: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ verification_status: to, updated_at: nowIso(at) })
        .where('id', '=', userId)
        .where('verification_status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A new or renewed application under review: no reason, no review yet. */
    async submit(userId: number, at: Date): Promise<number> {
      const existing = await db
        .selectFrom('verification_applications')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const pending = {
        status: 'pending',
        reason: null,
        reviewed_at: null,
        reviewed_by: null,
        updated_at: nowIso(at),
      };
      if (existing) {
        await db
          .updateTable('verification_applications')
          .set(pending)
          .where('id', '=', existing.id)
          .execute();
        return existing.id;
      }
      const row = await db
        .insertInto('verification_applications')
        .values({ user_id: userId, ...pending, created_at: nowIso(at) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Replaces the application's answers; returns the file keys the old ones held. */
    async replaceAnswers(applicationId: number, answers: NewAnswer[], at: Date): Promise<string[]> {
      const old = await db
        .selectFrom('verification_values as v')
        .leftJoin('verification_fields as f', 'f.id', 'v.field_id')
        .select(['v.value', 'v.field_type as answered_type', 'f.field_type'])
        .where('v.application_id', '=', applicationId)
        .execute();
      await db.deleteFrom('verification_values').where('application_id', '=', applicationId).execute();
      if (answers.length > 0)
        await db
          .insertInto('verification_values')
          .values(
            answers.map((answer) => ({
              application_id: applicationId,
              ...answer,
              created_at: nowIso(at),
              updated_at: nowIso(at),
            })),
          )
          .execute();
      return old.filter((row) => (row.answered_type ?? row.field_type) === 'file').map((row) => row.value);
    },

    /** The operator's decision, only from the state it was read in: false when another write won. */
    async review(
      id: number,
      from: string,
      change: { status: string; reason: string | null; reviewedBy: number },
      at: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('verification_applications')
        .set({
          status: change.status,
          reason: change.reason,
          reviewed_at: nowIso(at),
          reviewed_by: change.reviewedBy,
          updated_at: nowIso(at),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The review queue: pending oldest first, then the reviewed newest review first (one status
     * when asked), by part of the member's name or email.
     */
    async page(filters: QueueFilters, offset: number, limit: number) {
      const base = db
        .selectFrom('verification_applications as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .$if(!!filters.status, (q) => q.where('a.status', '=', filters.status as string))
        .$if(!!filters.search, (q) =>
          q.where((eb) =>
            eb.or([
              containsLower('u.name', filters.search as string, true),
              containsLower('u.email', filters.search as string, true),
            ]),
          ),
        );
      const [rows, count] = await Promise.all([
        base
          .selectAll('a')
          .orderBy(sql`case when a.status = 'pending' then 0 else 1 end`)
          .orderBy(sql`case when a.status = 'pending' then a.updated_at end`, 'asc')
          .orderBy(sql`coalesce(a.reviewed_at, a.updated_at)`, 'desc')
          .orderBy('a.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async pendingCount(): Promise<number> {
      const row = await db
        .selectFrom('verification_applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return toNumber(row?.n);
    },

    /** Accounts of these roles, active: whom to tell of a new application. */
    async operatorIds(roles: string[]): Promise<number[]> {
      if (roles.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('role', 'in', roles)
        .where('is_active', '=', 1)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The listings whose cards and pages show the member's badge. */
    async listingIdsOf(userId: number) {
      const [properties, projects] = await Promise.all([
        db.selectFrom('properties').select('id').where('owner_id', '=', userId).execute(),
        db.selectFrom('projects').select('id').where('owner_id', '=', userId).execute(),
      ]);
      return { properties: properties.map((p) => p.id), projects: projects.map((p) => p.id) };
    },
  };
}

export type VerificationRepository = ReturnType<typeof verificationRepository>;
