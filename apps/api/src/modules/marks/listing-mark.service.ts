import { OTHER_REASON_ID, REPORT_REASON_MESSAGE } from '@domus/shared/constants/listing-mark.constants';
import { ERRORS } from '@domus/shared/constants/messages.constants';
import type {
  FavouritesQuery,
  InterestedUsersQuery,
  ListingMarkInput,
  ReportInput,
} from '@domus/shared/schemas/listing-mark.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import { AppError, errors } from '../../lib/app-error.js';
import { DEFAULT_LANGUAGE } from '../../lib/caller-language.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import { IS_PUBLIC } from '../listings/listing-status.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { PropertyService } from '../properties/property.service.js';
import { listingMarkRepository, type MarkedListing } from './listing-mark.repository.js';

const ownListing = () => new AppError(409, 'OWN_LISTING', ERRORS.OWN_LISTING.message);

/**
 * A member's marks on listings: favourites, interest (shared with the owner) and reports. Demo
 * mode allows all three. Adding needs a publicly visible listing; removing always works, so a
 * listing that left public view can still be unmarked.
 */
export function listingMarkService(
  deps: AppDeps,
  guard: AccessGuard,
  properties: PropertyService,
  packages: PackageAccessService,
) {
  const repo = listingMarkRepository(deps.db);

  async function markable(propertyId: number, adding: boolean): Promise<MarkedListing> {
    const listing = await repo.listing({ id: propertyId });
    if (!listing || (adding && listing.is_public < IS_PUBLIC.lookupOnly)) throw errors.notFound();
    return listing;
  }

  return {
    /** add_favourite. */
    async favourite(viewer: Viewer, input: ListingMarkInput) {
      await guard.assertMemberWrite(viewer, { demo: false });
      const listing = await markable(input.property_id, input.type);
      const total = await repo.setMark('favourites', viewer.user.id, listing.id, input.type, deps.now());
      // The count shows on the listing and orders "most liked".
      await deps.changes.publish({ properties: [listing.id] });
      return { property_id: listing.id, is_favourite: input.type, total_favourite_users: total };
    },

    /** interested_users: my interest shares my name, photo, email and mobile with the owner. */
    async interest(viewer: Viewer, input: ListingMarkInput) {
      await guard.assertMemberWrite(viewer, { demo: false });
      const listing = await markable(input.property_id, input.type);
      if (listing.owner_id === viewer.user.id) throw ownListing();
      const total = await repo.setMark('interests', viewer.user.id, listing.id, input.type, deps.now());
      await deps.changes.publish({ properties: [listing.id] });
      return { property_id: listing.id, is_interested: input.type, total_interested_users: total };
    },

    /** get_favourite_property: premium favourites only while I am entitled to them. */
    async favourites(viewer: Viewer, query: FavouritesQuery, language = DEFAULT_LANGUAGE) {
      const premiumAllowed = await packages.hasAccess(viewer.user.id, 'premium_properties');
      const { ids, total } = await repo.favouriteIds(
        viewer.user.id,
        premiumAllowed,
        query.offset,
        query.limit,
      );
      return { data: await properties.detailsByIds(ids, viewer, language), total };
    },

    /** get_interested_users: the owner's view of who is interested in their listing. */
    async interestedUsers(viewer: Viewer, query: InterestedUsersQuery) {
      const listing = await repo.listing({ id: query.property_id, slug_id: query.slug_id });
      if (!listing) throw errors.notFound();
      if (listing.owner_id !== viewer.user.id) {
        throw new AppError(403, 'NOT_OWNER', ERRORS.NOT_OWNER.message);
      }
      const { rows, total } = await repo.interestedUsers(listing.id, query.offset, query.limit);
      return {
        data: rows.map((u) => ({
          id: u.id,
          name: u.name,
          slug_id: u.slug_id,
          profile: mediaUrl(deps.storage, u.profile),
          email: u.email,
          mobile: u.mobile,
          created_at: toIso(u.created_at),
        })),
        total,
      };
    },

    /** add_reports: one report per member and listing; it joins the operators' queue. */
    async report(viewer: Viewer, input: ReportInput) {
      await guard.assertMemberWrite(viewer, { demo: false });
      const listing = await markable(input.property_id, true);
      if (listing.owner_id === viewer.user.id) throw ownListing();
      const other = input.reason_id === OTHER_REASON_ID;
      if (!other && !(await repo.reasonExists(input.reason_id))) {
        throw errors.field('reason_id', REPORT_REASON_MESSAGE);
      }
      const added = await repo.addReport(
        {
          userId: viewer.user.id,
          propertyId: listing.id,
          reasonId: other ? null : input.reason_id,
          otherMessage: other ? (input.other_message?.trim() ?? null) : null,
        },
        deps.now(),
      );
      if (!added) throw new AppError(409, 'ALREADY_REPORTED', ERRORS.ALREADY_REPORTED.message);
      return { property_id: listing.id, is_reported: true };
    },
  };
}

export type ListingMarkService = ReturnType<typeof listingMarkService>;
