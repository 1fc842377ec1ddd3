import { nullableNumber, toIso, toNumber } from '../../db/dialect.js';
import type { PackageRow } from './package.repository.js';
import type { AdminFeatureRow, PackageUse } from './package-admin.repository.js';

/**
 * A package as operators see it: the public fields (§2.10) plus the on-sale switch, each
 * feature's catalogue state, and what its buyers hold (a bought package keeps its terms and
 * cannot be deleted).
 */
export function presentAdminPackage(
  pkg: PackageRow,
  features: AdminFeatureRow[],
  use: PackageUse | undefined,
) {
  const subscriptions = use?.subscriptions ?? 0;
  const payments = use?.payments ?? 0;
  return {
    id: pkg.id,
    name: pkg.name,
    package_type: pkg.package_type,
    price: pkg.package_type === 'free' ? 0 : toNumber(pkg.price),
    duration: nullableNumber(pkg.duration),
    ios_product_id: pkg.ios_product_id,
    on_sale: Number(pkg.status) === 1,
    features: features.map((f) => {
      const limited = f.limit_type === 'limited';
      return {
        id: f.id,
        type: f.type,
        name: f.name,
        /** Off in the catalogue: counts as absent everywhere (§4.5). */
        enabled: Number(f.status) === 1,
        limit_type: limited ? 'limited' : 'unlimited',
        limit: limited ? nullableNumber(f.limit) : null,
      };
    }),
    subscriptions,
    payments,
    in_use: subscriptions + payments > 0,
    created_at: toIso(pkg.created_at),
    updated_at: toIso(pkg.updated_at),
  };
}

export type AdminPackage = ReturnType<typeof presentAdminPackage>;

/** What the audit log keeps of a package before and after a write: its editable terms. */
export function auditedPackage(presented: AdminPackage) {
  return {
    name: presented.name,
    package_type: presented.package_type,
    price: presented.price,
    duration: presented.duration,
    ios_product_id: presented.ios_product_id,
    on_sale: presented.on_sale,
    features: presented.features.map((f) => ({ type: f.type, limit_type: f.limit_type, limit: f.limit })),
  };
}
