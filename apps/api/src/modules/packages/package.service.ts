import { ERRORS } from '@domus/shared/constants/messages.constants';
import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import type {
  AssignPackageInput,
  PackageLimitQuery,
  PackageListQuery,
  UserSubscriptionsQuery,
} from '@domus/shared/schemas/package.schema';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { AppError, errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentActivePackage, presentPackage } from './package.presenter.js';
import { type PackageFeatureRow, packageRepository, type SubscriptionRow } from './package.repository.js';
import type { PackageAccessService } from './package-access.service.js';

function groupByPackage(features: PackageFeatureRow[]): Map<number, PackageFeatureRow[]> {
  const byPackage = new Map<number, PackageFeatureRow[]>();
  for (const feature of features) {
    const list = byPackage.get(feature.package_id) ?? [];
    list.push(feature);
    byPackage.set(feature.package_id, list);
  }
  return byPackage;
}

const DAY_MS = 24 * 3600 * 1000;
/** Subscriptions noticed per read of the sweep; the sweep reads again until none are left. */
const NOTICE_BATCH = 200;

/** Where a member reads their subscriptions (the expiry notice's link). */
export const MY_SUBSCRIPTIONS_PATH = '/user/subscriptions';

const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** The notice: calendar days (UTC) to the end date it names, as "My subscriptions" counts them. */
function expiryNotice(name: string, end: Date, at: Date) {
  const days = Math.round((utcDay(end) - utcDay(at)) / DAY_MS);
  const when = days < 1 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`;
  return {
    event: 'subscription_expiring' as const,
    type: NOTIFICATION_TYPE.statusUpdate,
    title: 'Subscription ending soon',
    message: `Your ${name} package ends ${when} (${end.toISOString().slice(0, 10)}). Its unused units lapse when it ends.`,
    link: MY_SUBSCRIPTIONS_PATH,
  };
}

/**
 * The plans page's calls (packages on sale, my subscriptions, free activation, the limit check)
 * and the subscription expiry notice.
 */
export function packageService(
  deps: AppDeps,
  access: PackageAccessService,
  guard: AccessGuard,
  settings: Pick<SettingsService, 'get'>,
  notifications: NotificationService,
) {
  const repo = packageRepository(deps.db);

  async function presentSubscriptions(subscriptions: SubscriptionRow[], at: Date) {
    const packageIds = [...new Set(subscriptions.map((s) => s.package_id))];
    const [packages, features, usage] = await Promise.all([
      repo.byIds(packageIds),
      repo.features(packageIds),
      repo.usage(subscriptions.map((s) => s.id)),
    ]);
    const byId = new Map(packages.map((p) => [p.id, p]));
    const featuresOf = groupByPackage(features);
    return subscriptions.flatMap((s) => {
      const pkg = byId.get(s.package_id);
      if (!pkg) return [];
      const mine = usage.filter((u) => u.user_package_id === s.id);
      return [presentActivePackage(pkg, s, featuresOf.get(s.package_id) ?? [], mine, at)];
    });
  }

  return {
    /** get-package: what I can buy (not what I hold active), my active packages, the catalogue. */
    async list(query: PackageListQuery, viewer: Viewer | null) {
      const at = deps.now();
      const [onSale, active, catalogue] = await Promise.all([
        repo.onSale({ iosOnly: query.platform_type === 'ios' }),
        viewer ? repo.active(viewer.user.id, at) : Promise.resolve([]),
        repo.catalogue(),
      ]);
      const held = new Set(active.map((s) => s.package_id));
      const available = onSale.filter((p) => !held.has(p.id));
      const featuresOf = groupByPackage(await repo.features(available.map((p) => p.id)));
      return {
        data: available.map((p) => presentPackage(p, featuresOf.get(p.id) ?? [])),
        active_packages: await presentSubscriptions(active, at),
        all_features: catalogue,
      };
    },

    /**
     * get-user-subscriptions: every subscription of mine, active first (ending soonest), then the
     * ended ones (latest end first), each with its usage, with `total`.
     */
    async mine(viewer: Viewer, query: UserSubscriptionsQuery) {
      const at = deps.now();
      const { rows, total } = await repo.mine(viewer.user.id, at, query.offset, query.limit);
      return { data: await presentSubscriptions(rows, at), total };
    },

    /**
     * The expiry notice sweep: each active subscription ending within the setting's days is
     * noticed once (the mark and the notification commit together; a sweep that finds the mark
     * already set tells nobody), and mailed after the commit. 0 days: off. Returns how many were
     * noticed by this run.
     */
    async noticeEnding(): Promise<number> {
      const days = await settings.get('subscription_expiry_notice_days');
      if (days <= 0) return 0;
      const at = deps.now();
      const until = new Date(at.getTime() + days * DAY_MS);
      let noticed = 0;
      for (;;) {
        const due = await repo.endingUnnoticed(at, until, NOTICE_BATCH);
        for (const subscription of due) {
          const end = new Date(toIso(subscription.end_date) as string);
          const outcome = await deps.db.transaction().execute(async (trx) => {
            if (!(await repo.markNoticed(trx, subscription.id, at))) return null;
            return {
              pending: await notifications
                .within(trx)
                .store(subscription.user_id, expiryNotice(subscription.name, end, at)),
            };
          });
          if (!outcome) continue;
          noticed += 1;
          await notifications.deliver(outcome.pending);
        }
        if (due.length < NOTICE_BATCH) return noticed;
      }
    },

    /** assign_package: a free package on sale, at most one active subscription to it at a time. */
    async assignFree(viewer: Viewer, input: AssignPackageInput) {
      await guard.assertMemberWrite(viewer);
      const pkg = await repo.findOnSale(input.package_id);
      if (!pkg) throw errors.notFound();
      if (pkg.package_type !== 'free') {
        throw new AppError(409, 'PACKAGE_IS_PAID', ERRORS.PACKAGE_IS_PAID.message);
      }
      const at = deps.now();
      const id = await repo.subscribeOnce(viewer.user.id, pkg, at);
      if (id === undefined) {
        throw new AppError(409, 'PACKAGE_ALREADY_ACTIVE', ERRORS.PACKAGE_ALREADY_ACTIVE.message);
      }
      const mine = (await repo.active(viewer.user.id, at)).filter((s) => s.id === id);
      const [presented] = await presentSubscriptions(mine, at);
      return presented;
    },

    /**
     * The package a payment start may sell me (contract §3.5's package checks, in order): on sale
     * (404), paid (409 PACKAGE_IS_FREE), not already mine (409 PACKAGE_ALREADY_ACTIVE).
     */
    async forPurchase(viewer: Viewer, packageId: number) {
      const pkg = await repo.findOnSale(packageId);
      if (!pkg) throw errors.notFound();
      if (pkg.package_type !== 'paid') {
        throw new AppError(409, 'PACKAGE_IS_FREE', ERRORS.PACKAGE_IS_FREE.message);
      }
      if (await repo.holdsActive(viewer.user.id, pkg.id, deps.now())) {
        throw new AppError(409, 'PACKAGE_ALREADY_ACTIVE', ERRORS.PACKAGE_ALREADY_ACTIVE.message);
      }
      return { id: pkg.id, name: pkg.name, price: Number(pkg.price) };
    },

    /** A package's name (payments, receipts), whether on sale or not. */
    async nameOf(packageId: number): Promise<string> {
      return (await repo.byIds([packageId]))[0]?.name ?? '';
    },

    /** The subscription a verified payment bought, in the transaction that recorded it (§4.5). */
    subscribeForPayment(trx: Kysely<DB>, userId: number, packageId: number, at: Date, paymentId: number) {
      return repo.subscribeForPayment(trx, userId, packageId, at, paymentId);
    },

    /** Any package, on sale or not (operators assign by hand what members cannot buy). */
    async find(packageId: number) {
      const pkg = (await repo.byIds([packageId]))[0];
      return pkg
        ? { id: pkg.id, name: pkg.name, duration: pkg.duration, price: Number(pkg.price) }
        : undefined;
    },

    /**
     * The subscription an operator assigns by hand, in the transaction that records its manual
     * transaction (§4.5: start now, usage counters per limited feature). 409
     * PACKAGE_ALREADY_ACTIVE when the member holds it already: that write rolls back whole.
     */
    async subscribeByOperator(
      trx: Transaction<DB>,
      userId: number,
      pkg: { id: number; duration: number | null },
      at: Date,
      paymentId: number,
    ): Promise<number> {
      const id = await repo.subscribeOnceWithin(trx, userId, pkg, at, paymentId);
      if (id === undefined) throw errors.coded('PACKAGE_ALREADY_ACTIVE');
      return id;
    },

    /** check-package-limit: the three flags and the units left, changing nothing. */
    async checkLimit(viewer: Viewer, query: PackageLimitQuery) {
      return access.check(viewer.user.id, query.type);
    },
  };
}

export type PackageService = ReturnType<typeof packageService>;
