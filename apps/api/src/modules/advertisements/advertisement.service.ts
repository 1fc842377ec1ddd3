import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import type { FeaturedDataQuery, StoreAdvertisementInput } from '@domus/shared/schemas/advertisement.schema';
import type { AppDeps } from '../../app-deps.js';
import { nowIso } from '../../db/dialect.js';
import { errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import { refreshProjectDerived, refreshPropertyDerived } from '../listings/listing-derived.repository.js';
import { ADVERTISEMENT_STATUS, IS_PUBLIC, PROJECT_IS_PUBLIC } from '../listings/listing-status.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentAdvertisement, presentFeaturedItems } from './advertisement.presenter.js';
import { type AdFor, advertisementRepository } from './advertisement.repository.js';
import { advertisementAdminRepository } from './advertisement-admin.repository.js';

/** §4.6: an ad paid by a package without a duration runs 30 days. */
const DEFAULT_AD_HOURS = 720;
/** §4.6's status codes. */
const AD_STATUS = { approved: 0, pending: 1 } as const;

const EXPIRY_BATCH = 200;

/**
 * Featuring a listing (contract §3.3 store_advertisement, §4.6): the member's own, publicly
 * visible listing without a live advertisement, paid by one unit of the feature in the same
 * transaction as the advertisement; approved at once with auto-approval, else pending review.
 * A `slider` advertisement (Domus's extension) is always pending: an operator places it.
 */
export function advertisementService(
  deps: AppDeps,
  guard: AccessGuard,
  settings: SettingsService,
  packages: PackageAccessService,
  notifications: NotificationService,
) {
  const repo = advertisementRepository(deps.db);
  const adminRepo = advertisementAdminRepository(deps.db);

  return {
    async feature(viewer: Viewer, input: StoreAdvertisementInput) {
      await guard.assertMemberWrite(viewer);
      const kind: AdFor = input.feature_for;
      const id = (kind === 'property' ? input.property_id : input.project_id) as number;
      const listing = await repo.listing(kind, id);
      if (!listing) throw errors.notFound();
      if (listing.owner_id !== viewer.user.id) throw errors.coded('NOT_OWNER');
      const visible = kind === 'property' ? IS_PUBLIC.browsable : PROJECT_IS_PUBLIC.visible;
      if (Number(listing.is_public) !== visible) throw errors.coded('NOT_ELIGIBLE_FOR_FEATURE');
      const now = deps.now();
      if (await repo.hasLive(deps.db, kind, id, now)) throw errors.coded('AD_ALREADY_EXISTS');
      const feature = kind === 'property' ? 'property_feature' : 'project_feature';
      const gate = packages.gateError(
        viewer.user.id,
        feature,
        await packages.check(viewer.user.id, feature),
        {
          needsLimit: true,
        },
      );
      if (gate) throw gate;
      // A slider place is scarce and placed by an operator: a slider ad is always a request.
      const auto =
        input.type === 'list' &&
        (await settings.get('auto_approve')) &&
        viewer.user.verification_status === 'success';

      const row = await deps.db.transaction().execute(async (trx) => {
        // Again inside, the listing held: two requests at once must not both find no live ad.
        await repo.lockListing(trx, kind, id);
        if (await repo.hasLive(trx, kind, id, now)) throw errors.coded('AD_ALREADY_EXISTS');
        const paid = await packages.consume(trx, viewer.user.id, feature);
        const hours = paid.duration ?? DEFAULT_AD_HOURS;
        const ad = await repo.insert(trx, {
          for: kind,
          type: input.type,
          property_id: kind === 'property' ? id : null,
          project_id: kind === 'project' ? id : null,
          package_id: paid.packageId,
          user_package_id: paid.userPackageId,
          customer_id: viewer.user.id,
          status: auto ? AD_STATUS.approved : AD_STATUS.pending,
          is_enable: auto ? 1 : 0,
          start_date: nowIso(now),
          end_date: nowIso(new Date(now.getTime() + hours * 3600 * 1000)),
          created_at: nowIso(now),
          updated_at: nowIso(now),
        });
        // Promoted at once: the stored flags and "promoted first" orders follow.
        if (auto) {
          if (kind === 'property') await refreshPropertyDerived(trx, now, [id]);
          else await refreshProjectDerived(trx, now, [id]);
        }
        return ad;
      });
      if (auto) {
        await deps.changes.publish(
          kind === 'property' ? { properties: [id], homepage: true } : { projects: [id], homepage: true },
        );
      }
      return presentAdvertisement(row);
    },

    /**
     * The expiry sweep (§4.6): approved advertisements past their end become expired and their
     * owners are told. Reads already treat them as ended; this persists it. Idempotent.
     */
    async expireEnded(): Promise<number> {
      let total = 0;
      for (;;) {
        const expired = await repo.expireEnded(deps.now(), EXPIRY_BATCH);
        for (const ad of expired) {
          const kind = ad.for === 'project' ? 'project' : 'property';
          const listingId = (kind === 'project' ? ad.project_id : ad.property_id) as number;
          const listing = await repo.titleOf(kind, listingId);
          await notifications.notify(ad.customer_id, {
            event: 'advertisement_expired',
            type: NOTIFICATION_TYPE.statusUpdate,
            title: 'Advertisement ended',
            message: `The advertisement of ${listing?.title ?? `your ${kind}`} has ended.`,
            ...(kind === 'property' ? { property_id: listingId } : { project_id: listingId }),
            ...(listing ? { link: `/my-${kind}/${listing.slug_id}` } : {}),
          });
        }
        if (expired.length > 0) {
          // Reads already hide ended ads; cached pages showing one (a home slider entry, a
          // featured card) must drop it now rather than at their age limit.
          const ids = (kind: AdFor) =>
            expired
              .filter((ad) => ad.for === kind)
              .map((ad) => (kind === 'project' ? ad.project_id : ad.property_id) as number);
          await deps.changes.publish({
            properties: ids('property'),
            projects: ids('project'),
            homepage: true,
          });
        }
        total += expired.length;
        if (expired.length < EXPIRY_BATCH) return total;
      }
    },

    /** get-featured-data: my advertisements of one kind, newest first, every status. */
    async mine(viewer: Viewer, query: FeaturedDataQuery) {
      const { rows, total } = await repo.mine(viewer.user.id, query.type, query.offset, query.limit);
      const idsOf = (key: 'property_id' | 'project_id') =>
        rows.map((r) => r[key]).filter((id): id is number => id !== null);
      const now = deps.now();
      const rejected = rows.filter((r) => r.status === ADVERTISEMENT_STATUS.rejected).map((r) => r.id);
      const [properties, projects, reasonRows] = await Promise.all([
        repo.propertySummaries(idsOf('property_id'), viewer.user.id),
        repo.projectSummaries(idsOf('project_id'), now),
        adminRepo.reasons(rejected),
      ]);
      // The operator's latest reason of each rejected ad (rows come newest first), for its owner.
      const reasons = new Map<number, string>();
      for (const r of reasonRows) if (!reasons.has(r.entity_id)) reasons.set(r.entity_id, r.reason);
      return { data: presentFeaturedItems(deps.storage, rows, properties, projects, now, reasons), total };
    },
  };
}

export type AdvertisementService = ReturnType<typeof advertisementService>;
