import { NOTIFICATION_TYPE, type NotificationEvent } from '@domus/shared/constants/notification.constants';
import type { ModerationListQuery } from '@domus/shared/schemas/admin-moderation.schema';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { AppError, errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { assertTransition, REQUEST_STATUS, type RequestStatus } from '../listings/listing-status.js';
import { operatorProfile } from '../listings/operator.js';
import type { NotificationInput, NotificationService } from '../notifications/notification.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  type PreviewContext,
  presentProjectPreview,
  presentPropertyPreview,
  type RejectReason,
} from './moderation.presenter.js';
import {
  type ModeratedKind,
  type ModeratedListing,
  moderationRepository,
  type QueueFilters,
} from './moderation.repository.js';

/** What the owner is told of each decision (contract §4.13: type 1, email too). */
const DECISION_NOTICE: Record<
  ModeratedKind,
  Record<'approved' | 'rejected', { event: NotificationEvent; title: string }>
> = {
  property: {
    approved: { event: 'property_approved', title: 'Property approved' },
    rejected: { event: 'property_rejected', title: 'Property rejected' },
  },
  project: {
    approved: { event: 'project_approved', title: 'Project approved' },
    rejected: { event: 'project_rejected', title: 'Project rejected' },
  },
};

/** The owner's notification of a decision; a rejection carries its reason. */
function ownerNotice(
  kind: ModeratedKind,
  listing: ModeratedListing,
  reason: string | null,
): NotificationInput {
  return {
    ...DECISION_NOTICE[kind][reason === null ? 'approved' : 'rejected'],
    type: NOTIFICATION_TYPE.statusUpdate,
    message:
      reason === null
        ? `Your ${kind} ${listing.title} has been approved.`
        : `Your ${kind} ${listing.title} was not approved. Reason: ${reason}`,
    property_id: kind === 'property' ? listing.id : null,
    project_id: kind === 'project' ? listing.id : null,
    // The owner's page of the listing shows its state and the reason of a rejection.
    link: `/${kind === 'property' ? 'my-property' : 'my-project'}/${encodeURIComponent(listing.slug_id)}`,
  };
}

/** The owner's notice of the operator's on/off switch (§4.13: notification only). */
function statusNotice(kind: ModeratedKind, listing: ModeratedListing, to: 0 | 1): NotificationInput {
  const on = to === 1;
  const Noun = kind === 'property' ? 'Property' : 'Project';
  return {
    event: `${kind}_${on ? 'activated' : 'deactivated'}`,
    title: `${Noun} ${on ? 'activated' : 'deactivated'}`,
    type: NOTIFICATION_TYPE.statusUpdate,
    message: on
      ? `Your ${kind} ${listing.title} has been switched on by the team.`
      : `Your ${kind} ${listing.title} has been switched off by the team.`,
    property_id: kind === 'property' ? listing.id : null,
    project_id: kind === 'project' ? listing.id : null,
    link: `/${kind === 'property' ? 'my-property' : 'my-project'}/${encodeURIComponent(listing.slug_id)}`,
  };
}

type Decision =
  | { to: typeof REQUEST_STATUS.approved }
  | { to: typeof REQUEST_STATUS.rejected; reason: string };

function latestPerListing(rows: { id: number; entity_id: number; reason: string; created_at: unknown }[]) {
  const out = new Map<number, RejectReason>();
  for (const row of rows) {
    if (!out.has(row.entity_id)) {
      out.set(row.entity_id, { id: row.id, reason: row.reason, created_at: toIso(row.created_at) });
    }
  }
  return out;
}

/**
 * Operator moderation of properties and projects (contract §4.1, §4.3): the queue, and approving
 * or rejecting with a reason at any time. Moderation changes `request_status` only, never the
 * on/off `status` (a new project stays off after approval until enabled). Each decision is one
 * transaction (the state through the listings' write path, the reason, the audit record, the
 * owner's notification), announced on the change feed so public caches show or drop the listing
 * at once, and then mailed to the owner.
 */
export function moderationService(
  deps: AppDeps,
  settings: SettingsService,
  audit: AuditService,
  notifications: NotificationService,
) {
  const repo = moderationRepository(deps.db);

  const filtersOf = (query: ModerationListQuery): QueueFilters => ({
    requestStatus: query.request_status,
    search: query.search,
    categoryId: query.category_id,
    ownerId: query.owner_id,
    status: query.status,
    propertyType: query.property_type,
    isPremium: query.is_premium,
    city: query.city,
    sort: query.sort,
  });

  /**
   * Bulk decisions: each id goes through the single decision (its own transaction, audit record
   * and owner notice), so one missing or refused id is reported and does not undo the others.
   */
  async function bulk(ids: number[], one: (id: number) => Promise<unknown>) {
    const results: { id: number; ok: boolean; code: string | null }[] = [];
    for (const id of ids) {
      try {
        await one(id);
        results.push({ id, ok: true, code: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ok: false, code: error.code });
      }
    }
    return {
      results,
      succeeded: results.filter((r) => r.ok).length,
      failed: results.filter((r) => !r.ok).length,
    };
  }

  async function previewContext(kind: ModeratedKind, ids: number[]): Promise<PreviewContext> {
    const [operator, reasons] = await Promise.all([operatorProfile(deps, settings), repo.reasons(kind, ids)]);
    return { storage: deps.storage, operator, reasons: latestPerListing(reasons) };
  }

  async function decide(operator: OperatorRequest, kind: ModeratedKind, id: number, decision: Decision) {
    assertMay(operator.viewer, 'listings.moderate');
    const now = deps.now();
    const { result, pending } = await deps.db.transaction().execute(async (trx) => {
      const tx = moderationRepository(trx);
      const listing = await tx.lock(kind, id);
      if (!listing) throw errors.notFound();
      const from = listing.request_status as RequestStatus;
      assertTransition('request_status', from, decision.to, 'operator');
      const previous =
        from === REQUEST_STATUS.rejected ? ((await tx.reasons(kind, [id]))[0]?.reason ?? null) : null;
      const reason = decision.to === REQUEST_STATUS.rejected ? decision.reason : null;
      await tx.decide(kind, id, decision.to, reason, now);
      const before = { request_status: from, status: listing.status, reject_reason: previous };
      const after = { request_status: decision.to, status: listing.status, reject_reason: reason };
      await audit.within(trx).record(operator, {
        action: `${kind}.${decision.to === REQUEST_STATUS.approved ? 'approve' : 'reject'}`,
        target: { type: kind, id },
        before,
        after,
      });
      // A second approval changes nothing the owner needs to hear about.
      const news = from !== decision.to || reason !== previous;
      const pending = news
        ? await notifications.within(trx).store(listing.owner_id, ownerNotice(kind, listing, reason))
        : null;
      return { result: { id, ...after }, pending };
    });
    await deps.changes.publish(kind === 'property' ? { properties: [id] } : { projects: [id] });
    await notifications.deliver(pending);
    return result;
  }

  /**
   * The operator's on/off switch (§4.1: any time, whatever the moderation state). The owner is
   * told (§4.13, no mail); the change feed drops or restores the listing in public caches at once.
   */
  async function switchStatus(operator: OperatorRequest, kind: ModeratedKind, id: number, to: 0 | 1) {
    assertMay(operator.viewer, 'listings.moderate');
    const now = deps.now();
    const { result, pending } = await deps.db.transaction().execute(async (trx) => {
      const tx = moderationRepository(trx);
      const listing = await tx.lock(kind, id);
      if (!listing) throw errors.notFound();
      const from = Number(listing.status) as 0 | 1;
      assertTransition('status', from, to, 'operator');
      await tx.setStatus(kind, id, to, now);
      await audit.within(trx).record(operator, {
        action: `${kind}.status`,
        target: { type: kind, id },
        before: { status: from },
        after: { status: to },
      });
      const owned = listing.owner_id !== null && listing.owner_id !== 0;
      const pending =
        owned && from !== to
          ? await notifications.within(trx).store(listing.owner_id as number, statusNotice(kind, listing, to))
          : null;
      return { result: { id, status: to, request_status: listing.request_status }, pending };
    });
    await deps.changes.publish(kind === 'property' ? { properties: [id] } : { projects: [id] });
    await notifications.deliver(pending);
    return result;
  }

  return {
    /** admin/properties/{id}/status, admin/projects/{id}/status. */
    setStatus: switchStatus,

    /** admin/properties/{id}/premium: audited; public caches refreshed (premium lists, badges). */
    async setPremium(operator: OperatorRequest, id: number, isPremium: boolean) {
      assertMay(operator.viewer, 'listings.moderate');
      const now = deps.now();
      const result = await deps.db.transaction().execute(async (trx) => {
        const tx = moderationRepository(trx);
        const row = await tx.lockPremium(id);
        if (!row) throw errors.notFound();
        const before = { is_premium: Number(row.is_premium) === 1 };
        await tx.setPremium(id, isPremium, now);
        await audit.within(trx).record(operator, {
          action: 'property.premium',
          target: { type: 'property', id },
          before,
          after: { is_premium: isPremium },
        });
        return { id, is_premium: isPremium };
      });
      await deps.changes.publish({ properties: [id] });
      return result;
    },

    /** admin/listing-counts: the console's tab counts of both kinds. */
    async tabCounts(viewer: Viewer) {
      assertMay(viewer, 'listings.read');
      const [properties, projects] = await Promise.all([
        repo.tabCounts('property'),
        repo.tabCounts('project'),
      ]);
      return { properties, projects };
    },

    bulkApprove(operator: OperatorRequest, kind: ModeratedKind, ids: number[]) {
      assertMay(operator.viewer, 'listings.moderate');
      return bulk(ids, (id) => decide(operator, kind, id, { to: REQUEST_STATUS.approved }));
    },

    bulkReject(operator: OperatorRequest, kind: ModeratedKind, ids: number[], reason: string) {
      assertMay(operator.viewer, 'listings.moderate');
      return bulk(ids, (id) => decide(operator, kind, id, { to: REQUEST_STATUS.rejected, reason }));
    },

    /** admin/properties: one page of listings in one moderation state, and the total. */
    async properties(viewer: Viewer, query: ModerationListQuery) {
      assertMay(viewer, 'listings.read');
      const { rows, total } = await repo.properties(filtersOf(query), query.offset, query.limit);
      const ctx = await previewContext(
        'property',
        rows.map((r) => r.id),
      );
      return { data: rows.map((row) => presentPropertyPreview(row, ctx)), total };
    },

    /** admin/projects: the same for projects. */
    async projects(viewer: Viewer, query: ModerationListQuery) {
      assertMay(viewer, 'listings.read');
      const { rows, total } = await repo.projects(filtersOf(query), query.offset, query.limit);
      const ctx = await previewContext(
        'project',
        rows.map((r) => r.id),
      );
      return { data: rows.map((row) => presentProjectPreview(row, ctx)), total };
    },

    /** admin/moderation-counts: what waits for a decision. */
    async counts(viewer: Viewer) {
      assertMay(viewer, 'listings.read');
      const { properties, projects } = await repo.pendingCounts();
      return { pending_properties: properties, pending_projects: projects };
    },

    approve(operator: OperatorRequest, kind: ModeratedKind, id: number) {
      return decide(operator, kind, id, { to: REQUEST_STATUS.approved });
    },

    /** The reason is kept as the listing's rejection reason, shown to its owner. */
    reject(operator: OperatorRequest, kind: ModeratedKind, id: number, reason: string) {
      return decide(operator, kind, id, { to: REQUEST_STATUS.rejected, reason });
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
