import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type PaymentRow = Row<'payment_transactions'>;

export interface NewPayment {
  user_id: number;
  package_id: number;
  amount: number;
  currency: string;
  payment_gateway: string;
  platform_type: string;
  order_id: string;
}

/** Payment transactions and the webhook events already processed. */
export function paymentRepository(db: Kysely<DB>) {
  return {
    /**
     * A new pending transaction; my older pending ones for the same package fail (a newer start
     * replaces them, §4.18), in the same transaction.
     */
    async createPending(payment: NewPayment, at: Date): Promise<PaymentRow> {
      const stamp = nowIso(at);
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('payment_transactions')
          .set({ payment_status: 'failed', updated_at: stamp })
          .where('user_id', '=', payment.user_id)
          .where('package_id', '=', payment.package_id)
          .where('payment_status', '=', 'pending')
          .execute();
        return trx
          .insertInto('payment_transactions')
          .values({ ...payment, payment_status: 'pending', created_at: stamp, updated_at: stamp })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async setOrderId(id: number, orderId: string, at: Date): Promise<void> {
      await db
        .updateTable('payment_transactions')
        .set({ order_id: orderId, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    async find(id: number): Promise<PaymentRow | undefined> {
      return db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByOrder(gateway: string, orderId: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('payment_gateway', '=', gateway)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
    },

    /** pending → failed; false when it was not pending (already failed, or successful). */
    async failPending(id: number, at: Date, q: Kysely<DB> = db): Promise<boolean> {
      const result = await q
        .updateTable('payment_transactions')
        .set({ payment_status: 'failed', updated_at: nowIso(at) })
        .where('id', '=', id)
        .where('payment_status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * pending or failed → success, conditionally: of two webhooks racing for one payment exactly
     * one sees true (and creates the subscription).
     */
    async succeed(
      q: Kysely<DB>,
      id: number,
      gatewayTransactionId: string | null,
      at: Date,
    ): Promise<boolean> {
      const result = await q
        .updateTable('payment_transactions')
        .set({ payment_status: 'success', transaction_id: gatewayTransactionId, updated_at: nowIso(at) })
        .where('id', '=', id)
        .where('payment_status', 'in', ['pending', 'failed'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A success that does not add up (amount, currency): left as it is, flagged for operators. */
    async flag(q: Kysely<DB>, id: number, reason: string, at: Date): Promise<void> {
      await q
        .updateTable('payment_transactions')
        .set({ flagged_reason: reason.slice(0, 255), updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /** Records a webhook event id once per gateway; false when it was recorded before. */
    async recordEvent(
      q: Kysely<DB>,
      gateway: string,
      eventId: string,
      transactionId: number | null,
      at: Date,
    ) {
      const result = await q
        .insertInto('payment_events')
        .values({
          gateway,
          event_id: eventId.slice(0, 255),
          transaction_id: transactionId,
          created_at: nowIso(at),
        })
        .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Pending payments started before `before`, oldest first (the stale sweep's work). */
    async stalePending(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('payment_status', '=', 'pending')
        .where('created_at', '<', nowIso(before))
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** My iPay prompt still open for this package (younger than `since`). */
    async openPrompt(userId: number, packageId: number, gateway: string, since: Date) {
      return db
        .selectFrom('payment_transactions')
        .select('id')
        .where('user_id', '=', userId)
        .where('package_id', '=', packageId)
        .where('payment_gateway', '=', gateway)
        .where('payment_status', '=', 'pending')
        .where('created_at', '>', nowIso(since))
        .executeTakeFirst();
    },

    /** My transactions, newest first, with their package's name. */
    async mine(userId: number, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('payment_transactions as t')
          .innerJoin('packages as p', 'p.id', 't.package_id')
          .selectAll('t')
          .select('p.name as package_name')
          .where('t.user_id', '=', userId)
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('payment_transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type PaymentRepository = ReturnType<typeof paymentRepository>;
