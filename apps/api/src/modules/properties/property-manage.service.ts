import { ERRORS } from '@domus/shared/constants/messages.constants';
import type {
  ChangePropertyStatusInput,
  UpdatePropertyStatusInput,
} from '@domus/shared/schemas/property-manage.schema';
import type { AppDeps } from '../../app-deps.js';
import { AppError, errors } from '../../lib/app-error.js';
import { deleteOwnedUploads } from '../../lib/upload-keys.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import {
  assertTransition,
  LISTING_STATUS,
  type ListingStatus,
  type PropertyType,
  type RequestStatus,
  STATUS_CALL_FROM,
} from '../listings/listing-status.js';
import { type ManagedListing, propertyManageRepository } from './property-manage.repository.js';

/** The listing, if it is the viewer's: 404 when there is none, 403 NOT_OWNER when it is someone else's. */
function mine(listing: ManagedListing | undefined, viewer: Viewer): ManagedListing {
  if (!listing) throw errors.notFound();
  if (listing.owner_id !== viewer.user.id) throw new AppError(403, 'NOT_OWNER', ERRORS.NOT_OWNER.message);
  return listing;
}

/**
 * An owner's changes to their listing's state. Demo mode refuses them; the profile and
 * verification checks of posting do not apply (a member can always withdraw). Each change is
 * allowed by the transition tables of listing-status.ts and announced on the change feed.
 */
export function propertyManageService(deps: AppDeps, guard: AccessGuard) {
  const repo = propertyManageRepository(deps.db);

  return {
    /**
     * delete_property: the listing and everything attached to it; its files after the commit.
     * Package units spent on it are not refunded.
     */
    async remove(viewer: Viewer, input: { id: number }) {
      await guard.assertMemberWrite(viewer);
      const keys = await repo.remove(input.id, (found) => void mine(found, viewer));
      // Its advertisements went with it: the featured places change too.
      await deps.changes.publish({ properties: [input.id], homepage: true });
      await deleteOwnedUploads(deps.storage, keys);
    },

    /** update_property_status: sell → sold, rent → rented, rented → rent. */
    async updateType(viewer: Viewer, input: UpdatePropertyStatusInput) {
      await guard.assertMemberWrite(viewer);
      const result = await repo.change(input.property_id, deps.now(), (found) => {
        const listing = mine(found, viewer);
        const from = listing.property_type as PropertyType;
        if (STATUS_CALL_FROM[input.status] !== from) {
          throw new AppError(
            409,
            'INVALID_STATUS_TRANSITION',
            'You can only change status of sell and rent properties',
          );
        }
        assertTransition('property_type', from, input.status, 'owner');
        return {
          patch: { property_type: input.status },
          result: { id: listing.id, property_type: input.status },
        };
      });
      await deps.changes.publish({ properties: [result.id] });
      return result;
    },

    /** change-property-status: the owner's on/off switch, only while the listing is approved. */
    async setActive(viewer: Viewer, input: ChangePropertyStatusInput) {
      await guard.assertMemberWrite(viewer);
      const to: ListingStatus = input.status === 'active' ? LISTING_STATUS.active : LISTING_STATUS.inactive;
      const result = await repo.change(input.property_id, deps.now(), (found) => {
        const listing = mine(found, viewer);
        assertTransition(
          'status',
          listing.status as ListingStatus,
          to,
          'owner',
          listing.request_status as RequestStatus,
        );
        return { patch: { status: to }, result: { id: listing.id, status: to } };
      });
      await deps.changes.publish({ properties: [result.id] });
      return result;
    },
  };
}

export type PropertyManageService = ReturnType<typeof propertyManageService>;
