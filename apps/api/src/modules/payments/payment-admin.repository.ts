import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { PaymentRow } from './payment.repository.js';

export interface PaymentFilters {
  status?: string;
  gateway?: string;
  userId?: number;
  packageId?: number;
  /** The member's email or name (any case, part of it), or a gateway reference (exact). */
  search?: string;
  /** Started at or after. */
  from?: Date;
  /** Started before. */
  before?: Date;
}

/** The operators' view of payment transactions: every member's, with who paid and for what. */
export function paymentAdminRepository(db: Kysely<DB>) {
  const filtered = (f: PaymentFilters) =>
    db
      .selectFrom('payment_transactions as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .$if(f.status !== undefined, (q) => q.where('t.payment_status', '=', f.status as string))
      .$if(f.gateway !== undefined, (q) => q.where('t.payment_gateway', '=', f.gateway as string))
      .$if(f.userId !== undefined, (q) => q.where('t.user_id', '=', f.userId as number))
      .$if(f.packageId !== undefined, (q) => q.where('t.package_id', '=', f.packageId as number))
      .$if(f.from !== undefined, (q) => q.where('t.created_at', '>=', nowIso(f.from as Date)))
      .$if(f.before !== undefined, (q) => q.where('t.created_at', '<', nowIso(f.before as Date)))
      .$if(!!f.search, (q) =>
        q.where((eb) =>
          eb.or([
            containsLower('u.email', f.search as string, true),
            containsLower('u.name', f.search as string, true),
            eb('t.order_id', '=', f.search as string),
            eb('t.transaction_id', '=', f.search as string),
          ]),
        ),
      );

  const withPeople = (q: ReturnType<typeof filtered>) =>
    q
      .innerJoin('packages as p', 'p.id', 't.package_id')
      .selectAll('t')
      .select(['p.name as package_name', 'u.name as user_name', 'u.email as user_email']);

  return {
    /** One page, newest first, and the total. */
    async page(f: PaymentFilters, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        withPeople(filtered(f))
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        filtered(f)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: toNumber(total?.n) };
    },

    async one(id: number) {
      return withPeople(filtered({})).where('t.id', '=', id).executeTakeFirst();
    },

    /** The webhook events recorded for the transaction, oldest first. */
    async events(id: number) {
      return db
        .selectFrom('payment_events')
        .select(['id', 'gateway', 'event_id', 'created_at'])
        .where('transaction_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The subscription the transaction bought (or an operator assigned), if any. */
    async subscription(id: number) {
      return db
        .selectFrom('user_packages')
        .select(['id', 'start_date', 'end_date'])
        .where('payment_transaction_id', '=', id)
        .executeTakeFirst();
    },

    /** The transaction, held until the caller's transaction ends (PostgreSQL; SQLite locks up front). */
    async lock(trx: Kysely<DB>, id: number): Promise<PaymentRow | undefined> {
      let q = trx.selectFrom('payment_transactions').selectAll().where('id', '=', id);
      if (dialectOf(trx) === 'postgres') q = q.forUpdate();
      return q.executeTakeFirst();
    },

    /** pending → failed inside the caller's transaction; false when it was not pending. */
    async failPending(trx: Kysely<DB>, id: number, at: Date): Promise<boolean> {
      const result = await trx
        .updateTable('payment_transactions')
        .set({ payment_status: 'failed', updated_at: nowIso(at) })
        .where('id', '=', id)
        .where('payment_status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A manual transaction, successful from the start (no gateway will ever confirm it). */
    async insertManual(
      trx: Kysely<DB>,
      row: { user_id: number; package_id: number; currency: string; gateway: string; reference: string },
      at: Date,
    ): Promise<PaymentRow> {
      const stamp = nowIso(at);
      return trx
        .insertInto('payment_transactions')
        .values({
          user_id: row.user_id,
          package_id: row.package_id,
          amount: 0,
          currency: row.currency,
          payment_gateway: row.gateway,
          platform_type: 'web',
          order_id: row.reference,
          transaction_id: null,
          payment_status: 'success',
          created_at: stamp,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A member an operator names by id or email (not a deleted account). */
    async member(by: { id?: number; email?: string }) {
      let q = db.selectFrom('users').select(['id', 'name', 'email', 'role', 'is_active']);
      if (by.id !== undefined) q = q.where('id', '=', by.id);
      else {
        // email_key is the normalised address sign-in looks up; older rows may only have email.
        const key = (by.email ?? '').trim().toLowerCase();
        q = q.where((eb) => eb.or([eb('email_key', '=', key), eb(eb.fn('lower', ['email']), '=', key)]));
      }
      return q.executeTakeFirst();
    },
  };
}

export type PaymentAdminRepository = ReturnType<typeof paymentAdminRepository>;
export type AdminPaymentRow = Awaited<ReturnType<PaymentAdminRepository['page']>>['rows'][number];
