import type { VerificationStatus } from '@domus/shared/constants/enums.constants';
import type { Kysely } from 'kysely';
import { toNumber, utcDay } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { ADVERTISEMENT_STATUS } from '../listings/listing-status.js';

export interface StatusCount {
  request_status: string;
  status: number;
  count: number;
}

/**
 * The admin dashboard's figures: one grouped or counted query each, every one reading an index
 * range (see the dashboard-indexes migration), so the console's first screen stays cheap at any
 * size.
 */
export function dashboardRepository(db: Kysely<DB>) {
  const count = async (query: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) =>
    toNumber((await query.executeTakeFirst())?.n);
  const byStatus = async (table: 'properties' | 'projects'): Promise<StatusCount[]> => {
    const rows = await db
      .selectFrom(table)
      .select((eb) => ['request_status', 'status', eb.fn.countAll().as('n')])
      .groupBy(['request_status', 'status'])
      .execute();
    return rows.map((r) => ({ request_status: r.request_status, status: r.status, count: toNumber(r.n) }));
  };

  return {
    propertiesByStatus: () => byStatus('properties'),
    projectsByStatus: () => byStatus('projects'),

    /** Accounts created per UTC day since `since` (ISO). */
    async newAccountsPerDay(since: string) {
      const day = utcDay(db, 'created_at');
      const rows = await db
        .selectFrom('users')
        .select((eb) => [day.as('day'), eb.fn.countAll().as('n')])
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ day: String(r.day), count: toNumber(r.n) }));
    },

    /** Sum of successful payments per UTC day and currency since `since` (ISO). */
    async revenuePerDay(since: string) {
      const day = utcDay(db, 'created_at');
      const rows = await db
        .selectFrom('payment_transactions')
        .select((eb) => [day.as('day'), 'currency', eb.fn.sum('amount').as('total')])
        .where('payment_status', '=', 'success')
        .where('created_at', '>=', since)
        .groupBy([day, 'currency'])
        .execute();
      return rows.map((r) => ({ day: String(r.day), currency: r.currency, amount: toNumber(r.total) }));
    },

    pendingAdvertisements: () =>
      count(
        db
          .selectFrom('advertisements')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', ADVERTISEMENT_STATUS.pending),
      ),
    pendingVerifications: () =>
      count(
        db
          .selectFrom('verification_applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending' satisfies VerificationStatus),
      ),
    openChatReports: () =>
      count(
        db
          .selectFrom('chat_reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'open'),
      ),
    openListingReports: () =>
      count(
        db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'open'),
      ),
    unhandledContactRequests: () =>
      count(
        db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('handled', '=', 0),
      ),
  };
}
