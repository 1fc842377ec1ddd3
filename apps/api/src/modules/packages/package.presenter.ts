import { nullableNumber, toIso, toNumber } from '../../db/dialect.js';
import type { PackageFeatureRow, PackageRow, SubscriptionRow, UsageRow } from './package.repository.js';

/** The fields of a package and its features that leave the server (available package). */
export function presentPackage(pkg: PackageRow, features: PackageFeatureRow[]) {
  return {
    id: pkg.id,
    name: pkg.name,
    package_type: pkg.package_type,
    price: pkg.package_type === 'free' ? 0 : toNumber(pkg.price),
    duration: nullableNumber(pkg.duration),
    ios_product_id: pkg.ios_product_id,
    created_at: toIso(pkg.created_at),
    features: features.map(presentFeature),
  };
}

function presentFeature(feature: PackageFeatureRow) {
  const limited = feature.limit_type === 'limited';
  return {
    id: feature.id,
    type: feature.type,
    name: feature.name,
    limit_type: limited ? 'limited' : 'unlimited',
    limit: limited ? nullableNumber(feature.limit) : null,
  };
}

/** A subscription of mine: the package, its dates, and each feature's usage (null when unlimited). */
export function presentActivePackage(
  pkg: PackageRow,
  subscription: SubscriptionRow,
  features: PackageFeatureRow[],
  usage: UsageRow[],
  at: Date,
) {
  const counters = new Map(usage.map((u) => [u.feature_id, u]));
  const end = toIso(subscription.end_date);
  return {
    ...presentPackage(pkg, []),
    user_package_id: subscription.id,
    start_date: toIso(subscription.start_date),
    end_date: end,
    is_active: end === null || new Date(end).getTime() > at.getTime(),
    features: features.map((feature) => {
      const counter = feature.limit_type === 'limited' ? counters.get(feature.id) : undefined;
      return {
        ...presentFeature(feature),
        used_limit: counter ? toNumber(counter.used_limit) : null,
        total_limit: counter ? toNumber(counter.total_limit) : null,
      };
    }),
  };
}
