import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

export interface FeatureEntitlement {
  limit_type: string;
  total_limit: number | null;
  used_limit: number | null;
}

/** What a consume came to, and the subscription that paid for it (featuring's duration, §4.6). */
export interface Consumed {
  outcome: 'unlimited' | 'consumed' | 'none';
  userPackageId: number | null;
  packageId: number | null;
  /** The paying package's duration in hours; null = no end. */
  duration: number | null;
}

export function packageAccessRepository(db: Kysely<DB>) {
  const activeSubscriptions = (userId: number, at: Date) =>
    db
      .selectFrom('user_packages as up')
      .where('up.user_id', '=', userId)
      .where('up.start_date', '<=', nowIso(at))
      .where((eb) => eb.or([eb('up.end_date', 'is', null), eb('up.end_date', '>', nowIso(at))]));

  return {
    async countActive(userId: number, at: Date): Promise<number> {
      const row = await activeSubscriptions(userId, at)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Spends one unit of a limited feature (§4.5 "Consume"), inside the caller's transaction: the
     * counter with room whose subscription ends soonest (no end last, then the oldest), raised by
     * a conditional update so that two writers can never both take the last unit (the second one's
     * update finds no room and moves on). 'unlimited' when an active subscription has the feature
     * without limit (nothing counted), 'none' when no counter has room.
     */
    async consume(userId: number, featureType: string, at: Date): Promise<Consumed> {
      const rows = await activeSubscriptions(userId, at)
        .innerJoin('packages as p', 'p.id', 'up.package_id')
        .innerJoin('package_feature_limits as pfl', 'pfl.package_id', 'up.package_id')
        .innerJoin('package_features as pf', 'pf.id', 'pfl.feature_id')
        .leftJoin('user_package_limits as upl', (join) =>
          join.onRef('upl.user_package_id', '=', 'up.id').onRef('upl.feature_id', '=', 'pf.id'),
        )
        .where('pf.type', '=', featureType)
        .where('pf.status', '=', 1)
        .select([
          'pfl.limit_type',
          'upl.id as counter_id',
          'upl.total_limit',
          'upl.used_limit',
          'up.end_date',
          'up.id as user_package_id',
          'up.package_id',
          'p.duration',
        ])
        .orderBy((eb) => eb.case().when('up.end_date', 'is', null).then(1).else(0).end())
        .orderBy('up.end_date')
        .orderBy('up.start_date')
        .orderBy('up.id')
        .execute();
      const paidBy = (r: (typeof rows)[number]) => ({
        userPackageId: r.user_package_id,
        packageId: r.package_id,
        duration: r.duration === null ? null : Number(r.duration),
      });
      const unlimited = rows.find((r) => r.limit_type === 'unlimited');
      if (unlimited) return { outcome: 'unlimited', ...paidBy(unlimited) };
      for (const row of rows) {
        if (row.counter_id === null || Number(row.used_limit) >= Number(row.total_limit)) continue;
        const result = await db
          .updateTable('user_package_limits')
          .set((eb) => ({ used_limit: eb('used_limit', '+', 1) }))
          .where('id', '=', row.counter_id)
          .whereRef('used_limit', '<', 'total_limit')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return { outcome: 'consumed', ...paidBy(row) };
      }
      return { outcome: 'none', userPackageId: null, packageId: null, duration: null };
    },

    /** One row per active subscription that includes the (enabled) feature. */
    async entitlements(userId: number, featureType: string, at: Date): Promise<FeatureEntitlement[]> {
      return activeSubscriptions(userId, at)
        .innerJoin('package_feature_limits as pfl', 'pfl.package_id', 'up.package_id')
        .innerJoin('package_features as pf', 'pf.id', 'pfl.feature_id')
        .leftJoin('user_package_limits as upl', (join) =>
          join.onRef('upl.user_package_id', '=', 'up.id').onRef('upl.feature_id', '=', 'pf.id'),
        )
        .where('pf.type', '=', featureType)
        .where('pf.status', '=', 1)
        .select(['pfl.limit_type', 'upl.total_limit', 'upl.used_limit'])
        .execute();
    },
  };
}
