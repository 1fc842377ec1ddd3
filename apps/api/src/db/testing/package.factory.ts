import { PACKAGE_CHECK_TYPES } from '@domus/shared/constants/enums.constants';
import { nowIso } from '../dialect.js';
import { type FactoryApp, nextSerial, stamps } from './factory-context.js';

/** Gives a user an active subscription to a package with the given features. */
export async function subscribe(
  app: FactoryApp,
  userId: number,
  features: { type: string; limit?: number | null }[],
  options: { endsInHours?: number | null } = {},
) {
  const db = app.deps.db;
  const catalogue: readonly string[] = PACKAGE_CHECK_TYPES; // ids 1–7 in contract order
  const existing = await db.selectFrom('package_features').select('id').execute();
  if (existing.length === 0) {
    await db
      .insertInto('package_features')
      .values(catalogue.map((type, i) => ({ id: i + 1, type, name: type, status: 1 })))
      .execute();
  }
  const pkg = await db
    .insertInto('packages')
    .values({
      name: `Package ${nextSerial()}`,
      package_type: 'paid',
      price: 10,
      duration: 720,
      status: 1,
      ...stamps(app),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const feature of features) {
    const featureId = catalogue.indexOf(feature.type) + 1;
    await db
      .insertInto('package_feature_limits')
      .values({
        package_id: pkg.id,
        feature_id: featureId,
        limit_type: feature.limit ? 'limited' : 'unlimited',
        limit: feature.limit ?? null,
      })
      .execute();
  }
  const hours = options.endsInHours === undefined ? 720 : options.endsInHours;
  const up = await db
    .insertInto('user_packages')
    .values({
      user_id: userId,
      package_id: pkg.id,
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
        feature_id: catalogue.indexOf(feature.type) + 1,
        total_limit: feature.limit as number,
      })
      .execute();
  }
  return pkg.id;
}
