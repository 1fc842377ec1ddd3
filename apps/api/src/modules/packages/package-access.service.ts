import type { LimitedCheckType, PackageCheckType } from '@domus/shared/constants/enums.constants';
import { featureMessage } from '@domus/shared/constants/messages.constants';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { AppError, errors } from '../../lib/app-error.js';
import { type Consumed, packageAccessRepository } from './package-access.repository.js';

export interface PackageCheck {
  package_available: boolean;
  feature_available: boolean;
  limit_available: boolean;
  /** Units left for a limited feature (sum over active subscriptions); null when unlimited/absent. */
  remaining: number | null;
}

const NONE: PackageCheck = {
  package_available: false,
  feature_available: false,
  limit_available: false,
  remaining: null,
};

/**
 * The package check (active package? feature included? limit left?), which never changes
 * anything, and the gates built on it.
 */
export function packageAccessService(deps: AppDeps) {
  async function check(userId: number | null, feature: PackageCheckType): Promise<PackageCheck> {
    return checkWith(deps.db, userId, feature);
  }

  async function checkWith(
    db: Kysely<DB>,
    userId: number | null,
    feature: PackageCheckType,
  ): Promise<PackageCheck> {
    if (userId === null) return NONE;
    const repo = packageAccessRepository(db);
    const at = deps.now();
    const active = await repo.countActive(userId, at);
    if (active === 0) return NONE;
    const rows = await repo.entitlements(userId, feature, at);
    if (rows.length === 0) return { ...NONE, package_available: true };
    const unlimited = rows.some((r) => r.limit_type === 'unlimited');
    const remaining = unlimited
      ? null
      : rows.reduce((sum, r) => sum + Math.max(0, (r.total_limit ?? 0) - (r.used_limit ?? 0)), 0);
    return {
      package_available: true,
      feature_available: true,
      limit_available: unlimited || (remaining ?? 0) > 0,
      remaining,
    };
  }

  /**
   * The error a gate answers for a failed check, tested in order: package, feature, limit
   * (guests: NOT_LOGGED_IN).
   */
  function gateError(
    userId: number | null,
    feature: PackageCheckType,
    result: PackageCheck,
    options: { needsLimit: boolean; preview?: Record<string, unknown> },
  ): AppError | null {
    const extra = options.preview ? { preview: options.preview } : {};
    if (userId === null) {
      const error = errors.notLoggedIn();
      return options.preview ? new AppError(error.status, error.code, error.message, extra) : error;
    }
    if (!result.package_available) {
      return new AppError(403, 'PACKAGE_NOT_AVAILABLE', 'You have not subscribed. Please subscribe first', {
        feature,
        feature_message: featureMessage('package', feature),
        ...extra,
      });
    }
    if (!result.feature_available) {
      const message = featureMessage('package', feature);
      return new AppError(403, 'FEATURE_NOT_AVAILABLE', message, {
        feature,
        feature_message: message,
        ...extra,
      });
    }
    if (options.needsLimit && !result.limit_available) {
      return new AppError(403, 'LIMIT_NOT_AVAILABLE', 'Your Package Limit is Over. Please Purchase Package', {
        feature,
        feature_message: featureMessage('limit', feature),
      });
    }
    return null;
  }

  return {
    check,
    gateError,
    /**
     * The gate of a write that spends a unit (post_property, post_project, featuring), run inside
     * the write's transaction `trx`: throws the gate's error when nothing is left, which rolls the
     * whole write back.
     */
    async consume(trx: Kysely<DB>, userId: number, feature: LimitedCheckType): Promise<Consumed> {
      const consumed = await packageAccessRepository(trx).consume(userId, feature, deps.now());
      if (consumed.outcome !== 'none') return consumed;
      // Which of the three it is (no package, no feature, limit used up); never "all fine" here.
      const found = await checkWith(trx, userId, feature);
      throw gateError(userId, feature, { ...found, limit_available: false }, { needsLimit: true });
    },
    /** Access features (premium_properties, project_access…): entitled or not. */
    async hasAccess(userId: number | null, feature: PackageCheckType): Promise<boolean> {
      const result = await check(userId, feature);
      return result.feature_available;
    },
  };
}

export type PackageAccessService = ReturnType<typeof packageAccessService>;
