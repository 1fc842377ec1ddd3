import type { Kysely } from 'kysely';
import { containsLower, nowIso, toNumber } from '../../db/dialect.js';
import type { DB, NewRow } from '../../db/types.js';

export interface AuditFilters {
  targetType?: string;
  targetId?: number;
  actorId?: number;
  action?: string;
  search?: string;
  from?: Date;
  before?: Date;
}

/** The audit log: rows are added, never changed or removed. */
export function auditRepository(db: Kysely<DB>) {
  const filtered = (f: AuditFilters) =>
    db
      .selectFrom('audit_log as a')
      .$if(f.targetType !== undefined, (q) => q.where('a.target_type', '=', f.targetType as string))
      .$if(f.targetId !== undefined, (q) => q.where('a.target_id', '=', f.targetId as number))
      .$if(f.actorId !== undefined, (q) => q.where('a.actor_id', '=', f.actorId as number))
      .$if(f.action !== undefined, (q) => q.where('a.action', '=', f.action as string))
      .$if(f.from !== undefined, (q) => q.where('a.created_at', '>=', nowIso(f.from as Date)))
      .$if(f.before !== undefined, (q) => q.where('a.created_at', '<', nowIso(f.before as Date)))
      .$if(!!f.search, (q) =>
        q.where((eb) =>
          eb.or([
            containsLower('a.action', f.search as string, true),
            // The actor's name or email: a subquery, so the count needs no join.
            eb(
              'a.actor_id',
              'in',
              eb
                .selectFrom('users as s')
                .select('s.id')
                .where((w) =>
                  w.or([
                    containsLower('s.email', f.search as string, true),
                    containsLower('s.name', f.search as string, true),
                  ]),
                ),
            ),
          ]),
        ),
      );

  return {
    async insert(row: NewRow<'audit_log'>): Promise<void> {
      await db.insertInto('audit_log').values(row).execute();
    },

    /** One page, newest first (id breaks ties), with the actor's name and email where the account remains. */
    async page(filters: AuditFilters, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        filtered(filters)
          .leftJoin('users as u', 'u.id', 'a.actor_id')
          .select([
            'a.id',
            'a.actor_id',
            'u.name as actor_name',
            'u.email as actor_email',
            'a.action',
            'a.target_type',
            'a.target_id',
            'a.before',
            'a.after',
            'a.ip_address',
            'a.created_at',
          ])
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        filtered(filters)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },
  };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepository>['page']>>['rows'][number];
