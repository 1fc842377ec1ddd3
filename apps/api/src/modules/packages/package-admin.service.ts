import type {
  AdminPackageInput,
  AdminPackageListQuery,
  AdminPackageUpdateInput,
} from '@domus/shared/schemas/admin-package.schema';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PackageRow } from './package.repository.js';
import { type AdminPackage, auditedPackage, presentAdminPackage } from './package-admin.presenter.js';
import { type PackageValues, packageAdminRepository } from './package-admin.repository.js';

/** The stored row's values from the form: a price of 0 makes the package free (§2.10). */
function valuesOf(input: AdminPackageInput): PackageValues {
  return {
    name: input.name,
    package_type: input.price > 0 ? 'paid' : 'free',
    price: input.price,
    duration: input.never_expires ? null : (input.duration ?? null),
    status: input.on_sale ? 1 : 0,
    ios_product_id: input.ios_product_id ?? null,
  };
}

/** A feature set in a comparable form, whatever the order it was given in. */
function termsOf(features: { type: string; limit_type: string; limit: number | null }[]): string {
  return features
    .map((f) => `${f.type}:${f.limit_type}:${f.limit_type === 'limited' ? f.limit : ''}`)
    .sort()
    .join(',');
}

/**
 * Operators' packages (contract §3.8 Admin API, §4.5). Rules of a package somebody bought (it has
 * subscriptions or payments, pending ones included):
 * - it is never deleted (409 PACKAGE_IN_USE): its history, receipts and subscriptions name it;
 *   the operator takes it off sale instead, which hides it from the plans page at once;
 * - its duration and features are frozen (409 PACKAGE_TERMS_LOCKED): subscribers' access and
 *   featuring read them from the package, so a change would alter what they already bought;
 * - its name, price, App Store id and on-sale switch may change. A price change never touches a
 *   subscription (limits and end date are copied when it starts) nor a pending payment (its
 *   amount is fixed when it starts, and the webhook checks against that amount).
 * Every write is one transaction with its audit record, then announced on the change feed.
 */
export function packageAdminService(deps: AppDeps, audit: AuditService) {
  const repo = packageAdminRepository(deps.db);

  async function presentRows(db: Kysely<DB>, rows: PackageRow[]): Promise<AdminPackage[]> {
    const tx = packageAdminRepository(db);
    const ids = rows.map((r) => r.id);
    const [features, use] = await Promise.all([tx.features(ids), tx.use(ids)]);
    return rows.map((row) =>
      presentAdminPackage(
        row,
        features.filter((f) => f.package_id === row.id),
        use.get(row.id),
      ),
    );
  }

  async function presentOne(db: Kysely<DB>, row: PackageRow): Promise<AdminPackage> {
    return (await presentRows(db, [row]))[0] as AdminPackage;
  }

  /** The catalogue id of each chosen feature; a type missing from the catalogue is a 400. */
  async function resolveFeatures(db: Kysely<DB>, input: AdminPackageInput) {
    const ids = await packageAdminRepository(db).catalogueIds();
    return input.features.map((feature, index) => {
      const featureId = ids.get(feature.type);
      if (featureId === undefined)
        throw errors.field(`features.${index}.type`, `${feature.type} is not in the feature catalogue`);
      return { ...feature, feature_id: featureId };
    });
  }

  async function announce(): Promise<void> {
    // The plans page and get-package read packages live; cached pages and answers drop now.
    await deps.changes.publish({ packages: true });
  }

  return {
    /** admin/packages: newest first, by name and on-sale state, with the total. */
    async list(viewer: Viewer, query: AdminPackageListQuery) {
      assertMay(viewer, 'payments.read');
      const { rows, total } = await repo.page(
        { search: query.search, onSale: query.on_sale },
        query.offset,
        query.limit,
      );
      return { data: await presentRows(deps.db, rows), total };
    },

    async get(viewer: Viewer, id: number) {
      assertMay(viewer, 'payments.read');
      const row = await repo.find(id);
      if (!row) throw errors.notFound();
      return presentOne(deps.db, row);
    },

    async create(operator: OperatorRequest, input: AdminPackageInput) {
      assertMay(operator.viewer, 'payments.write');
      const created = await deps.db.transaction().execute(async (trx) => {
        const tx = packageAdminRepository(trx);
        const features = await resolveFeatures(trx, input);
        const id = await tx.insert(valuesOf(input), deps.now());
        await tx.replaceFeatures(id, features);
        const after = await presentOne(trx, (await tx.find(id)) as PackageRow);
        await audit.within(trx).record(operator, {
          action: 'package.create',
          target: { type: 'package', id },
          before: undefined, // nothing before: the log keeps no value
          after: auditedPackage(after),
        });
        return after;
      });
      await announce();
      return created;
    },

    async update(operator: OperatorRequest, input: AdminPackageUpdateInput) {
      assertMay(operator.viewer, 'payments.write');
      const updated = await deps.db.transaction().execute(async (trx) => {
        const tx = packageAdminRepository(trx);
        const row = await tx.lock(input.id);
        if (!row) throw errors.notFound();
        const before = await presentOne(trx, row);
        const values = valuesOf(input);
        const featuresChanged = termsOf(before.features) !== termsOf(input.features);
        if (before.in_use) {
          const locked = [
            ...(values.duration !== before.duration ? ['duration'] : []),
            ...(featuresChanged ? ['features'] : []),
          ];
          if (locked.length > 0) throw errors.coded('PACKAGE_TERMS_LOCKED', { fields: locked });
        }
        const features = await resolveFeatures(trx, input);
        await tx.update(input.id, values, deps.now());
        // Untouched features keep their rows: nothing to rewrite.
        if (featuresChanged) await tx.replaceFeatures(input.id, features);
        const after = await presentOne(trx, (await tx.find(input.id)) as PackageRow);
        await audit.within(trx).record(operator, {
          action: 'package.update',
          target: { type: 'package', id: input.id },
          before: auditedPackage(before),
          after: auditedPackage(after),
        });
        return after;
      });
      await announce();
      return updated;
    },

    /** Deletes a package nobody bought; a bought one is refused (take it off sale instead). */
    async remove(operator: OperatorRequest, id: number) {
      assertMay(operator.viewer, 'payments.write');
      await deps.db.transaction().execute(async (trx) => {
        const tx = packageAdminRepository(trx);
        const row = await tx.lock(id);
        if (!row) throw errors.notFound();
        const before = await presentOne(trx, row);
        if (before.in_use) throw errors.coded('PACKAGE_IN_USE');
        await tx.remove(id);
        await audit.within(trx).record(operator, {
          action: 'package.delete',
          target: { type: 'package', id },
          before: auditedPackage(before),
          after: undefined, // nothing after: the log keeps no value
        });
      });
      await announce();
      return { id };
    },
  };
}

export type PackageAdminService = ReturnType<typeof packageAdminService>;
