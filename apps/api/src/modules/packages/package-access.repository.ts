import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

export interface FeatureEntitlement {
  limit_type: string;
  total_limit: number | null;
  used_limit: number | null;
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
