import type { AdminPackageFeatureInput } from '@domus/shared/schemas/admin-package.schema';
import type { Kysely } from 'kysely';
import { containsLower, dialectOf, nowIso, toNumber } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { PackageRow } from './package.repository.js';

export interface AdminPackageFilters {
  search?: string;
  onSale?: boolean;
}

/** One feature of a package with its catalogue entry (disabled ones too: the operator sees them). */
export interface AdminFeatureRow {
  package_id: number;
  id: number;
  type: string;
  name: string;
  status: number;
  limit_type: string;
  limit: number | null;
}

/** What a package's buyers hold: subscriptions and payments (pending, failed or paid). */
export interface PackageUse {
  subscriptions: number;
  payments: number;
}

export interface PackageValues {
  name: string;
  package_type: 'free' | 'paid';
  price: number;
  duration: number | null;
  status: number;
  ios_product_id: string | null;
}

/** The operators' reads and writes of packages and their feature limits. */
export function packageAdminRepository(db: Kysely<DB>) {
  return {
    async page(filters: AdminPackageFilters, offset: number, limit: number) {
      const base = db
        .selectFrom('packages as p')
        .$if(!!filters.search, (q) => q.where(containsLower('p.name', filters.search as string, true)))
        .$if(filters.onSale !== undefined, (q) => q.where('p.status', '=', filters.onSale ? 1 : 0));
      const [rows, count] = await Promise.all([
        base.selectAll('p').orderBy('p.id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: toNumber(count?.n) };
    },

    async find(id: number): Promise<PackageRow | undefined> {
      return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The package's row, locked against a concurrent operator write on PostgreSQL. */
    async lock(id: number): Promise<PackageRow | undefined> {
      const q = db.selectFrom('packages').selectAll().where('id', '=', id);
      return (dialectOf(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async features(packageIds: number[]): Promise<AdminFeatureRow[]> {
      if (packageIds.length === 0) return [];
      return db
        .selectFrom('package_feature_limits as pfl')
        .innerJoin('package_features as pf', 'pf.id', 'pfl.feature_id')
        .where('pfl.package_id', 'in', packageIds)
        .select(['pfl.package_id', 'pf.id', 'pf.type', 'pf.name', 'pf.status', 'pfl.limit_type', 'pfl.limit'])
        .orderBy('pfl.package_id')
        .orderBy('pf.id')
        .execute();
    },

    /** Subscriptions and payments per package (packages nobody bought are absent). */
    async use(packageIds: number[]): Promise<Map<number, PackageUse>> {
      const out = new Map<number, PackageUse>();
      if (packageIds.length === 0) return out;
      const [subscriptions, payments] = await Promise.all([
        db
          .selectFrom('user_packages')
          .where('package_id', 'in', packageIds)
          .select(['package_id', (eb) => eb.fn.countAll().as('n')])
          .groupBy('package_id')
          .execute(),
        db
          .selectFrom('payment_transactions')
          .where('package_id', 'in', packageIds)
          .select(['package_id', (eb) => eb.fn.countAll().as('n')])
          .groupBy('package_id')
          .execute(),
      ]);
      const entry = (id: number) => out.get(id) ?? { subscriptions: 0, payments: 0 };
      for (const row of subscriptions)
        out.set(row.package_id, { ...entry(row.package_id), subscriptions: toNumber(row.n) });
      for (const row of payments)
        out.set(row.package_id, { ...entry(row.package_id), payments: toNumber(row.n) });
      return out;
    },

    /** Catalogue ids by type (the seven fixed rows). */
    async catalogueIds(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('package_features').select(['id', 'type']).execute();
      return new Map(rows.map((r) => [r.type, r.id]));
    },

    async insert(values: PackageValues, at: Date): Promise<number> {
      const stamp = nowIso(at);
      const row = await db
        .insertInto('packages')
        .values({ ...values, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: PackageValues, at: Date): Promise<void> {
      await db
        .updateTable('packages')
        .set({ ...values, updated_at: nowIso(at) })
        .where('id', '=', id)
        .execute();
    },

    /** Replaces the package's features with these (feature ids resolved by the caller). */
    async replaceFeatures(
      packageId: number,
      features: (AdminPackageFeatureInput & { feature_id: number })[],
    ): Promise<void> {
      await db.deleteFrom('package_feature_limits').where('package_id', '=', packageId).execute();
      await db
        .insertInto('package_feature_limits')
        .values(
          features.map((f) => ({
            package_id: packageId,
            feature_id: f.feature_id,
            limit_type: f.limit_type,
            limit: f.limit,
          })),
        )
        .execute();
    },

    /** Only for a package nobody bought: its features go with it (ON DELETE CASCADE). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('package_feature_limits').where('package_id', '=', id).execute();
      await db.deleteFrom('packages').where('id', '=', id).execute();
    },
  };
}

export type PackageAdminRepository = ReturnType<typeof packageAdminRepository>;
