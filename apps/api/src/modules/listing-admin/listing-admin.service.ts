import { NOTIFICATION_TYPE } from '@domus/shared/constants/notification.constants';
import { LISTING_EDIT_MESSAGES, listingEditReasonSchema } from '@domus/shared/schemas/admin-listing.schema';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { type OperatorProfile, operatorProfile } from '../listings/operator.js';
import type { NotificationService, PendingNotification } from '../notifications/notification.service.js';
import type { ProjectPostService } from '../projects/project-post.service.js';
import type { PropertyPostService } from '../properties/property-post.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  type AdminProject,
  type AdminProperty,
  auditedListing,
  changedFields,
  presentAdminProject,
  presentAdminProperty,
} from './listing-admin.presenter.js';
import { listingAdminRepository } from './listing-admin.repository.js';

type Kind = 'property' | 'project';

/**
 * Operators' listings (contract §3.8, §4.1, §4.3): one listing's full editable record, operator
 * listings created through the member's posting path (owner 0, approved and active at once, no
 * package units) and edits of any listing through the owner's edit path. An edit keeps the
 * moderation state (it is not the owner's edit, which goes back to review) and, on a member's
 * listing, needs a reason the owner is sent (list, realtime, push and mail). Each save commits
 * with its audit record (changed fields, before → after) and the owner's notification; the
 * posting path announces the change so public caches drop at once.
 */
export function listingAdminService(
  deps: AppDeps,
  settings: SettingsService,
  audit: AuditService,
  notifications: NotificationService,
  properties: PropertyPostService,
  projects: ProjectPostService,
) {
  /**
   * The record as `db` sees it. The operator's profile is read first by the caller: inside a
   * save's transaction, a settings read on another connection would wait for that transaction.
   */
  async function read(
    db: Kysely<DB>,
    kind: Kind,
    id: number,
    operator: OperatorProfile,
  ): Promise<AdminProperty | AdminProject | undefined> {
    const repo = listingAdminRepository(db);
    if (kind === 'property') {
      const record = await repo.property(id);
      return record && presentAdminProperty(record, deps.storage, operator);
    }
    const record = await repo.project(id);
    return record && presentAdminProject(record, deps.storage, operator);
  }

  async function one(kind: Kind, id: number) {
    const found = await read(deps.db, kind, id, await operatorProfile(deps, settings));
    if (!found) throw errors.notFound();
    return found;
  }

  async function create(operator: OperatorRequest, kind: Kind, raw: unknown) {
    assertMay(operator.viewer, 'listings.moderate');
    const profile = await operatorProfile(deps, settings);
    const hook = {
      async saved(trx: Transaction<DB>, id: number) {
        const after = (await read(trx, kind, id, profile)) as AdminProperty | AdminProject;
        await audit.within(trx).record(operator, {
          action: `${kind}.create`,
          target: { type: kind, id },
          before: undefined, // nothing before: the log keeps no value
          after: auditedListing(after),
        });
      },
    };
    const body = raw && typeof raw === 'object' ? { ...(raw as object), userid: undefined } : raw;
    const result =
      kind === 'property'
        ? await properties.create(operator.viewer, body, 'en', hook)
        : await projects.operatorCreate(operator.viewer, body, hook);
    const id = (result.data as { id: number }).id;
    return { data: await one(kind, id), message: result.message, warnings: result.warnings };
  }

  async function update(operator: OperatorRequest, kind: Kind, id: number, raw: unknown) {
    assertMay(operator.viewer, 'listings.moderate');
    const { reason } = listingEditReasonSchema.parse(raw ?? {});
    const profile = await operatorProfile(deps, settings);
    const current = await one(kind, id);
    // A member's listing: the owner is told why it changed. The operator's own: nobody to tell.
    if (current.owner.id !== 0 && !reason) throw errors.field('reason', LISTING_EDIT_MESSAGES.reasonRequired);
    let pending: PendingNotification | null = null;
    const hook = {
      async saved(trx: Transaction<DB>, savedId: number) {
        const before = auditedListing(current);
        const after = auditedListing(
          (await read(trx, kind, savedId, profile)) as AdminProperty | AdminProject,
        );
        const diff = changedFields(before, after);
        await audit.within(trx).record(operator, {
          action: `${kind}.update`,
          target: { type: kind, id: savedId },
          before: { ...diff.before, reason: null },
          after: { ...diff.after, reason: reason ?? null },
        });
        if (current.owner.id === 0 || !reason) return;
        const title = String(after.title);
        pending = await notifications.within(trx).store(current.owner.id, {
          event: kind === 'property' ? 'property_edited' : 'project_edited',
          title: kind === 'property' ? 'Property edited by the team' : 'Project edited by the team',
          type: NOTIFICATION_TYPE.statusUpdate,
          message: `Your ${kind} ${title} was edited by our team. Reason: ${reason}`,
          property_id: kind === 'property' ? savedId : null,
          project_id: kind === 'project' ? savedId : null,
          link: `/${kind === 'property' ? 'my-property' : 'my-project'}/${encodeURIComponent(String(after.slug_id))}`,
        });
      },
    };
    const body = { ...((raw ?? {}) as object), id, userid: undefined };
    const result =
      kind === 'property'
        ? await properties.update(operator.viewer, { ...body, action_type: 0 }, 'en', hook)
        : await projects.operatorUpdate(operator.viewer, body, hook);
    await notifications.deliver(pending);
    return { data: await one(kind, id), message: result.message, warnings: result.warnings };
  }

  return {
    async get(viewer: Viewer, kind: Kind, id: number) {
      assertMay(viewer, 'listings.read');
      return one(kind, id);
    },
    create,
    update,
  };
}

export type ListingAdminService = ReturnType<typeof listingAdminService>;
