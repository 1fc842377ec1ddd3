import type { Kysely, Transaction } from 'kysely';
import { dialectOf, nowIso } from '../../db/dialect.js';
import type { DB, Row } from '../../db/types.js';

export type PackageRow = Row<'packages'>;

/** A package's enabled feature with its limit (features disabled in the catalogue count as absent). */
export interface PackageFeatureRow {
  package_id: number;
  id: number;
  type: string;
  name: string;
  limit_type: string;
  limit: number | null;
}

export interface SubscriptionRow {
  id: number;
  package_id: number;
  start_date: unknown;
  end_date: unknown;
}

export interface UsageRow {
  user_package_id: number;
  feature_id: number;
  total_limit: number;
  used_limit: number;
}

/** Packages on sale, their features, and members' subscriptions with their usage counters. */
export function packageRepository(db: Kysely<DB>) {
  const activeSubscriptions = (q: Kysely<DB>, userId: number, at: Date) =>
    q
      .selectFrom('user_packages as up')
      .where('up.user_id', '=', userId)
      .where('up.start_date', '<=', nowIso(at))
      .where((eb) => eb.or([eb('up.end_date', 'is', null), eb('up.end_date', '>', nowIso(at))]));

  return {
    /** On sale and with at least one enabled feature; `iosOnly`: those with an App Store product. */
    async onSale(options: { iosOnly: boolean }): Promise<PackageRow[]> {
      return db
        .selectFrom('packages as p')
        .selectAll('p')
        .where('p.status', '=', 1)
        .$if(options.iosOnly, (q) => q.where('p.ios_product_id', 'is not', null))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('package_feature_limits as pfl')
              .innerJoin('package_features as pf', 'pf.id', 'pfl.feature_id')
              .whereRef('pfl.package_id', '=', 'p.id')
              .where('pf.status', '=', 1)
              .select('pfl.feature_id'),
          ),
        )
        .orderBy('p.price')
        .orderBy('p.id')
        .execute();
    },

    /** The package if it is on sale. */
    async findOnSale(id: number): Promise<PackageRow | undefined> {
      return db
        .selectFrom('packages')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 1)
        .executeTakeFirst();
    },

    async byIds(ids: number[]): Promise<PackageRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('packages').selectAll().where('id', 'in', ids).execute();
    },

    /** Enabled features of these packages, in catalogue order. */
    async features(packageIds: number[]): Promise<PackageFeatureRow[]> {
      if (packageIds.length === 0) return [];
      return db
        .selectFrom('package_feature_limits as pfl')
        .innerJoin('package_features as pf', 'pf.id', 'pfl.feature_id')
        .where('pfl.package_id', 'in', packageIds)
        .where('pf.status', '=', 1)
        .select(['pfl.package_id', 'pf.id', 'pf.type', 'pf.name', 'pfl.limit_type', 'pfl.limit'])
        .orderBy('pfl.package_id')
        .orderBy('pf.id')
        .execute();
    },

    /** The enabled feature catalogue (the seven check types), in id order. */
    async catalogue() {
      return db
        .selectFrom('package_features')
        .select(['id', 'type', 'name'])
        .where('status', '=', 1)
        .orderBy('id')
        .execute();
    },

    /** My active subscriptions, ending soonest first (no end last), then oldest. */
    async active(userId: number, at: Date): Promise<SubscriptionRow[]> {
      return activeSubscriptions(db, userId, at)
        .select(['up.id', 'up.package_id', 'up.start_date', 'up.end_date'])
        .orderBy((eb) => eb.case().when('up.end_date', 'is', null).then(1).else(0).end())
        .orderBy('up.end_date')
        .orderBy('up.id')
        .execute();
    },

    /**
     * All my subscriptions, a page at a time: the active ones first (ending soonest, no end last),
     * then the ended ones (most recently ended first), `id` as the last tie-breaker.
     */
    async mine(userId: number, at: Date, offset: number, limit: number) {
      const stamp = nowIso(at);
      const base = db.selectFrom('user_packages as up').where('up.user_id', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .select(['up.id', 'up.package_id', 'up.start_date', 'up.end_date'])
          .orderBy((eb) =>
            eb
              .case()
              .when(eb.or([eb('up.end_date', 'is', null), eb('up.end_date', '>', stamp)]))
              .then(0)
              .else(1)
              .end(),
          )
          .orderBy((eb) => eb.case().when('up.end_date', 'is', null).then(1).else(0).end())
          // Active: the one ending soonest first; ended: the latest end first.
          .orderBy((eb) =>
            eb.case().when('up.end_date', '>', stamp).then(eb.ref('up.end_date')).else(null).end(),
          )
          .orderBy('up.end_date', 'desc')
          .orderBy('up.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as SubscriptionRow[], total: Number(count.n) };
    },

    /**
     * Active subscriptions ending by `until` whose owner has not been told yet (the expiry
     * notice), soonest first, at most `limit`.
     */
    async endingUnnoticed(at: Date, until: Date, limit: number) {
      return db
        .selectFrom('user_packages as up')
        .innerJoin('packages as p', 'p.id', 'up.package_id')
        .select(['up.id', 'up.user_id', 'up.end_date', 'p.name'])
        .where('up.expiry_noticed_at', 'is', null)
        .where('up.start_date', '<=', nowIso(at))
        .where('up.end_date', '>', nowIso(at))
        .where('up.end_date', '<=', nowIso(until))
        .orderBy('up.end_date')
        .orderBy('up.id')
        .limit(limit)
        .execute();
    },

    /**
     * Marks a subscription's expiry notice as given; false when another sweep did first, so each
     * subscription is noticed once however many instances sweep at the same time.
     */
    async markNoticed(trx: Kysely<DB>, id: number, at: Date): Promise<boolean> {
      const result = await trx
        .updateTable('user_packages')
        .set({ expiry_noticed_at: nowIso(at), updated_at: nowIso(at) })
        .where('id', '=', id)
        .where('expiry_noticed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async usage(subscriptionIds: number[]): Promise<UsageRow[]> {
      if (subscriptionIds.length === 0) return [];
      return db
        .selectFrom('user_package_limits')
        .select(['user_package_id', 'feature_id', 'total_limit', 'used_limit'])
        .where('user_package_id', 'in', subscriptionIds)
        .execute();
    },

    /** Whether I hold an active subscription to this package. */
    async holdsActive(userId: number, packageId: number, at: Date): Promise<boolean> {
      const row = await activeSubscriptions(db, userId, at)
        .where('up.package_id', '=', packageId)
        .select('up.id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The subscription a successful payment buys, inside the caller's transaction (the one that
     * marked the payment successful). Held already or not: money taken is honoured (§4.18).
     */
    async subscribeForPayment(
      trx: Kysely<DB>,
      userId: number,
      packageId: number,
      at: Date,
      paymentTransactionId: number,
    ): Promise<number> {
      const pkg = await trx
        .selectFrom('packages')
        .select(['id', 'duration'])
        .where('id', '=', packageId)
        .executeTakeFirstOrThrow();
      return createSubscription(trx, userId, pkg, at, paymentTransactionId);
    },

    /**
     * The subscription an operator assigns by hand, inside the caller's transaction (the one that
     * records its manual transaction): like `subscribeOnce`, with the member's row locked on
     * PostgreSQL, and `undefined` when one to this package is active already.
     */
    async subscribeOnceWithin(
      trx: Transaction<DB>,
      userId: number,
      pkg: Pick<PackageRow, 'id' | 'duration'>,
      at: Date,
      paymentTransactionId: number,
    ): Promise<number | undefined> {
      await lockMember(trx, userId);
      const held = await activeSubscriptions(trx, userId, at)
        .where('up.package_id', '=', pkg.id)
        .select('up.id')
        .executeTakeFirst();
      if (held) return undefined;
      return createSubscription(trx, userId, pkg, at, paymentTransactionId);
    },

    /**
     * Starts a subscription to the package unless one to it is active: in one transaction, with the
     * member's row locked on PostgreSQL (SQLite transactions take the write lock up front), so two
     * simultaneous requests cannot both find none and both subscribe. `undefined` when one was active.
     */
    async subscribeOnce(
      userId: number,
      pkg: Pick<PackageRow, 'id' | 'duration'>,
      at: Date,
    ): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, userId);
        const held = await activeSubscriptions(trx, userId, at)
          .where('up.package_id', '=', pkg.id)
          .select('up.id')
          .executeTakeFirst();
        if (held) return undefined;
        return createSubscription(trx, userId, pkg, at);
      });
    },
  };
}

async function lockMember(trx: Transaction<DB>, userId: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The subscription row and a usage counter (0 of the limit) per limited feature of the package. */
async function createSubscription(
  trx: Kysely<DB>,
  userId: number,
  pkg: Pick<PackageRow, 'id' | 'duration'>,
  at: Date,
  paymentTransactionId: number | null = null,
): Promise<number> {
  const end = pkg.duration === null ? null : new Date(at.getTime() + pkg.duration * 3600 * 1000);
  const stamp = nowIso(at);
  const { id } = await trx
    .insertInto('user_packages')
    .values({
      user_id: userId,
      package_id: pkg.id,
      payment_transaction_id: paymentTransactionId,
      start_date: stamp,
      end_date: end === null ? null : nowIso(end),
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const limited = await trx
    .selectFrom('package_feature_limits')
    .select(['feature_id', 'limit'])
    .where('package_id', '=', pkg.id)
    .where('limit_type', '=', 'limited')
    .execute();
  if (limited.length > 0) {
    await trx
      .insertInto('user_package_limits')
      .values(
        limited.map((f) => ({ user_package_id: id, feature_id: f.feature_id, total_limit: f.limit ?? 0 })),
      )
      .execute();
  }
  return id;
}

export type PackageRepository = ReturnType<typeof packageRepository>;
