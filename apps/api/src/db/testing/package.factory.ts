import { PACKAGE_CHECK_TYPES } from '@domus/shared/constants/enums.constants';
import { nowIso } from '../dialect.js';
import { type FactoryApp, nextSerial, stamps } from './factory-context.js';

export interface FeatureSpec {
  type: string;
  /** A count makes the feature limited; null or absent, unlimited. */
  limit?: number | null;
}

/** The catalogue of seven features (ids 1–7 in contract order), written once per database. */
async function ensureFeatureCatalogue(app: FactoryApp) {
  const db = app.deps.db;
  const catalogue: readonly string[] = PACKAGE_CHECK_TYPES;
  const existing = await db.selectFrom('package_features').select('id').execute();
  if (existing.length === 0) {
    await db
      .insertInto('package_features')
      .values(catalogue.map((type, i) => ({ id: i + 1, type, name: type, status: 1 })))
      .execute();
  }
  return (type: string) => catalogue.indexOf(type) + 1;
}

/** A package (paid and on sale unless told otherwise) with the given features. */
export async function createPackage(
  app: FactoryApp,
  features: FeatureSpec[],
  values: {
    package_type?: 'free' | 'paid';
    price?: number;
    duration?: number | null;
    status?: number;
    ios_product_id?: string | null;
    name?: string;
  } = {},
) {
  const db = app.deps.db;
  const featureId = await ensureFeatureCatalogue(app);
  const type = values.package_type ?? 'paid';
  const pkg = await db
    .insertInto('packages')
    .values({
      name: values.name ?? `Package ${nextSerial()}`,
      package_type: type,
      price: values.price ?? (type === 'free' ? 0 : 10),
      duration: values.duration === undefined ? 720 : values.duration,
      status: values.status ?? 1,
      ios_product_id: values.ios_product_id ?? null,
      ...stamps(app),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const feature of features) {
    await db
      .insertInto('package_feature_limits')
      .values({
        package_id: pkg.id,
        feature_id: featureId(feature.type),
        limit_type: feature.limit ? 'limited' : 'unlimited',
        limit: feature.limit ?? null,
      })
      .execute();
  }
  return pkg.id;
}

/** Gives a user an active subscription to a package with the given features. */
export async function subscribe(
  app: FactoryApp,
  userId: number,
  features: FeatureSpec[],
  options: { endsInHours?: number | null } = {},
) {
  const db = app.deps.db;
  const packageId = await createPackage(app, features);
  const featureId = await ensureFeatureCatalogue(app);
  const hours = options.endsInHours === undefined ? 720 : options.endsInHours;
  const up = await db
    .insertInto('user_packages')
    .values({
      user_id: userId,
      package_id: packageId,
      start_date: nowIso(new Date(app.clock.now.getTime() - 3600 * 1000)),
      end_date: hours === null ? null : nowIso(new Date(app.clock.now.getTime() + hours * 3600 * 1000)),
      ...stamps(app),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const feature of features.filter((f) => f.limit)) {
    await db
      .insertInto('user_package_limits')
      .values({
        user_package_id: up.id,
        feature_id: featureId(feature.type),
        total_limit: feature.limit as number,
      })
      .execute();
  }
  return packageId;
}
