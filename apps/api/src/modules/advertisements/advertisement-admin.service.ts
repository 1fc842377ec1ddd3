import {
  AD_FINAL_STATES,
  AD_STATUS,
  AD_TRANSITIONS,
  type AdAction,
  type AdTarget,
  adStateOf,
} from '@domus/shared/constants/advertisement-admin.constants';
import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import type { AdminAdListQuery } from '@domus/shared/schemas/admin-advertisements.schema';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { AppError, errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { refreshProjectDerived, refreshPropertyDerived } from '../listings/listing-derived.repository.js';
import type { NotificationInput, NotificationService } from '../notifications/notification.service.js';
import type { AdvertisementRow } from './advertisement.repository.js';
import { latestReasons, presentAdminAd } from './advertisement-admin.presenter.js';
import { advertisementAdminRepository } from './advertisement-admin.repository.js';

/** What the owner is told of each decision (§4.13; approve and reject are mailed too). */
function ownerNotice(
  ad: AdvertisementRow,
  listing: { title: string; slug_id: string } | undefined,
  landed: AdTarget,
  action: AdAction,
  reason: string | null,
): NotificationInput {
  const kind = ad.for === 'project' ? 'project' : 'property';
  const name = listing?.title ?? `your ${kind}`;
  const where = {
    property_id: kind === 'property' ? ad.property_id : null,
    project_id: kind === 'project' ? ad.project_id : null,
    ...(listing ? { link: `/my-${kind}/${encodeURIComponent(listing.slug_id)}` } : {}),
  };
  const statusUpdate = NOTIFICATION_TYPE.statusUpdate;
  if (landed.status === AD_STATUS.expired)
    return {
      event: 'advertisement_expired',
      type: statusUpdate,
      title: 'Advertisement ended',
      message: `The advertisement of ${name} has ended.`,
      ...where,
    };
  if (action === 'approve')
    return {
      event: 'advertisement_approved',
      type: statusUpdate,
      title: 'Advertisement approved',
      message: `The advertisement of ${name} has been approved and is now shown.`,
      ...where,
    };
  if (action === 'reject')
    return {
      event: 'advertisement_rejected',
      type: statusUpdate,
      title: 'Advertisement rejected',
      message: `The advertisement of ${name} was not approved. Reason: ${reason ?? ''}`,
      ...where,
    };
  // §4.13 has no event of its own for pausing and resuming: an operator's message to the owner.
  return {
    event: 'admin_message',
    type: NOTIFICATION_TYPE.general,
    title: action === 'disable' ? 'Advertisement paused' : 'Advertisement resumed',
    message:
      action === 'disable'
        ? `The advertisement of ${name} has been paused by the team.`
        : `The advertisement of ${name} is shown again.`,
    ...where,
  };
}

/**
 * Operators' decisions on advertisements (contract §4.6, §3.8): the queue and §4.6's table,
 * which lives as data in AD_TRANSITIONS; anything else is a 409 (AD_STATUS_FINAL from a rejected
 * or expired ad, AD_TRANSITION_NOT_ALLOWED otherwise). Approving respects one live ad per listing
 * (AD_ALREADY_EXISTS) and the end date (an ad whose end has passed lands expired). Each decision
 * is one transaction (the state, the listing's promoted flag, the reason, the audit record, the
 * owner's notification), then announced on the change feed so the home page and search drop or
 * show the promoted listing at once.
 */
export function advertisementAdminService(
  deps: AppDeps,
  audit: AuditService,
  notifications: NotificationService,
) {
  const repo = advertisementAdminRepository(deps.db);

  async function present(rows: Awaited<ReturnType<typeof repo.page>>['rows']) {
    const reasons = latestReasons(await repo.reasons(rows.filter((r) => r.status === 2).map((r) => r.id)));
    const ctx = { storage: deps.storage, now: deps.now(), reasons };
    return rows.map((row) => presentAdminAd(row, ctx));
  }

  async function decide(operator: OperatorRequest, id: number, action: AdAction, reason: string | null) {
    assertMay(operator.viewer, 'listings.moderate');
    const now = deps.now();
    const { ad, pending } = await deps.db.transaction().execute(async (trx) => {
      const ad = await repo.lock(trx, id);
      if (!ad) throw errors.notFound();
      const enabled = Boolean(Number(ad.is_enable));
      const state = adStateOf(
        { status: Number(ad.status), is_enable: enabled, end_date: toIso(ad.end_date) },
        now,
      );
      const rule = AD_TRANSITIONS[action];
      if (!rule.from.includes(state)) {
        const code = AD_FINAL_STATES.includes(state) ? 'AD_STATUS_FINAL' : 'AD_TRANSITION_NOT_ALLOWED';
        throw errors.coded(code, { state, action });
      }
      let landed = rule.to;
      if (action === 'approve') {
        // An ad approved after its end date has nothing left to run: it lands expired.
        if (new Date(toIso(ad.end_date) ?? 0).getTime() <= now.getTime())
          landed = { status: AD_STATUS.expired, is_enable: false };
        else if (await repo.otherRunning(trx, ad, now)) throw errors.coded('AD_ALREADY_EXISTS');
      }
      await repo.setState(trx, ad.id, landed.status, landed.is_enable, now);
      if (action === 'reject' && reason !== null) await repo.addReason(trx, ad.id, reason, now);
      // The listing's promoted flag and "promoted first" order follow its ads.
      if (ad.for === 'project') await refreshProjectDerived(trx, now, [ad.project_id as number]);
      else await refreshPropertyDerived(trx, now, [ad.property_id as number]);
      await audit.within(trx).record(operator, {
        action: `advertisement.${action}`,
        target: { type: 'advertisement', id: ad.id },
        before: { status: Number(ad.status), is_enable: enabled },
        after: { status: landed.status, is_enable: landed.is_enable, ...(reason !== null ? { reason } : {}) },
      });
      const listing = await repo.listingOf(trx, ad);
      const pending = await notifications
        .within(trx)
        .store(ad.customer_id, ownerNotice(ad, listing, landed, action, reason));
      return { ad, pending };
    });
    await deps.changes.publish(
      ad.for === 'project'
        ? { projects: [ad.project_id as number], homepage: true }
        : { properties: [ad.property_id as number], homepage: true },
    );
    await notifications.deliver(pending);
    const row = await repo.one(id);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'No data found');
    return (await present([row]))[0];
  }

  return {
    /** admin/advertisements: one status (pending first come, first served), filtered, with the total. */
    async list(viewer: Viewer, query: AdminAdListQuery) {
      assertMay(viewer, 'listings.read');
      const { rows, total } = await repo.page(
        {
          status: query.status,
          ...(query.for ? { for: query.for } : {}),
          ...(query.type ? { type: query.type } : {}),
          ...(query.search ? { search: query.search } : {}),
        },
        deps.now(),
        query.offset,
        query.limit,
      );
      return { data: await present(rows), total };
    },

    /** admin/advertisement-counts: how many ads are in each status (the console's tabs). */
    async counts(viewer: Viewer) {
      assertMay(viewer, 'listings.read');
      return repo.counts(deps.now());
    },

    async one(viewer: Viewer, id: number) {
      assertMay(viewer, 'listings.read');
      const row = await repo.one(id);
      if (!row) throw errors.notFound();
      return (await present([row]))[0];
    },

    decide(operator: OperatorRequest, id: number, action: Exclude<AdAction, 'reject'>) {
      return decide(operator, id, action, null);
    },

    /** The reason is kept as the ad's rejection reason and shown to its owner. */
    reject(operator: OperatorRequest, id: number, reason: string) {
      return decide(operator, id, 'reject', reason);
    },
  };
}

export type AdvertisementAdminService = ReturnType<typeof advertisementAdminService>;
