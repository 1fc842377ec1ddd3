import type { ChatReportStatus } from '@domus/shared/constants/chat.constants';
import type { Kysely } from 'kysely';
import { containsLower, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, NewRow } from '../../db/types.js';

export interface ChatReportFilters {
  status?: ChatReportStatus;
  search?: string;
}

/** Members' reports of conversations and the evidence they keep (issue 12). */
export function chatReportRepository(db: Kysely<DB>) {
  const listed = (f: ChatReportFilters) =>
    db
      .selectFrom('chat_reports as r')
      .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id')
      .leftJoin('users as reported', 'reported.id', 'r.reported_user_id')
      .$if(f.status !== undefined, (q) => q.where('r.status', '=', f.status as string))
      .$if(!!f.search, (q) =>
        q.where((eb) => {
          const text = f.search as string;
          const matches = [
            containsLower('r.reason', text, true),
            containsLower('r.property_title', text, true),
            containsLower('reporter.name', text, true),
            containsLower('reported.name', text, true),
          ];
          return eb.or(/^\d{1,9}$/.test(text) ? [...matches, eb('r.id', '=', Number(text))] : matches);
        }),
      );

  const itemColumns = [
    'r.id',
    'r.reporter_id',
    'r.reported_user_id',
    'r.property_id',
    'r.property_title',
    'r.reason',
    'r.status',
    'r.message_count',
    'r.resolution_note',
    'r.resolved_by',
    'r.resolved_at',
    'r.created_at',
    'reporter.name as reporter_name',
    'reporter.role as reporter_role',
    'reporter.is_active as reporter_is_active',
    'reported.name as reported_name',
    'reported.role as reported_role',
    'reported.is_active as reported_is_active',
  ] as const;

  return {
    /** The last `limit` messages between two parties about a listing, either way, newest first. */
    async lastMessages(a: number, b: number, propertyId: number, limit: number) {
      return db
        .selectFrom('chat_messages')
        .selectAll()
        .where('property_id', '=', propertyId)
        .where((eb) =>
          eb.or([
            eb.and([eb('sender_id', '=', a), eb('receiver_id', '=', b)]),
            eb.and([eb('sender_id', '=', b), eb('receiver_id', '=', a)]),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async listing(id: number) {
      return db
        .selectFrom('properties')
        .select(['id', 'title', 'slug_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Display names by user id (the operator, 0, has none here). */
    async names(ids: number[]): Promise<Map<number, string | null>> {
      const wanted = ids.filter((id) => id > 0);
      if (wanted.length === 0) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Whether the reporter already has an open report of this conversation. */
    async hasOpen(reporterId: number, otherId: number, propertyId: number): Promise<boolean> {
      const row = await db
        .selectFrom('chat_reports')
        .select('id')
        .where('reporter_id', '=', reporterId)
        .where('reported_user_id', '=', otherId)
        .where('property_id', '=', propertyId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return !!row;
    },

    /** Stores a report; a second open one for the same conversation breaks the unique index. */
    async insert(row: NewRow<'chat_reports'>) {
      return db.insertInto('chat_reports').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** One page, newest first, and the total. */
    async page(f: ChatReportFilters, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        listed(f)
          .select(itemColumns)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        listed(f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toNumber(count.n) };
    },

    async byId(id: number) {
      return listed({})
        .select([...itemColumns, 'r.evidence'])
        .where('r.id', '=', id)
        .executeTakeFirst();
    },

    /** Closes an open report; false when it was not open (already resolved, or a race lost). */
    async resolve(id: number, note: string, by: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('chat_reports')
        .set({
          status: 'resolved',
          resolution_note: note,
          resolved_by: by,
          resolved_at: nowIso(at),
          updated_at: nowIso(at),
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async openCount(): Promise<number> {
      const row = await db
        .selectFrom('chat_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return toNumber(row.n);
    },
  };
}

export type ChatReportRepository = ReturnType<typeof chatReportRepository>;
export type ChatReportRow = NonNullable<Awaited<ReturnType<ChatReportRepository['byId']>>>;
export type ChatReportItemRow = Awaited<ReturnType<ChatReportRepository['page']>>['rows'][number];
