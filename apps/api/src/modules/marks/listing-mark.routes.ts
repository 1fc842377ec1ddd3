import {
  favouritesQuerySchema,
  interestedUsersQuerySchema,
  listingMarkSchema,
  reportSchema,
} from '@domus/shared/schemas/listing-mark.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import { requestLanguage } from '../../lib/caller-language.js';
import type { Services } from '../../services.js';

const TAG = 'Favourites, interest and reports';

/** add_favourite, get_favourite_property, interested_users, get_interested_users, add_reports. */
export function listingMarkCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'add_favourite',
      access: 'required',
      tag: TAG,
      summary:
        'Add (`type=1`) or remove (`type=0`) a favourite. Adding needs a publicly visible listing; both are idempotent.',
      input: listingMarkSchema,
      handler: async ({ input, viewer }) =>
        ok(
          await services.marks.favourite(signedIn(viewer), input),
          input.type ? 'Property added to favourites' : 'Property removed from favourites',
        ),
    }),
    defineCall({
      method: 'GET',
      name: 'get_favourite_property',
      access: 'required',
      tag: TAG,
      summary:
        'My favourites still publicly visible (sold and rented included), most recently added first, in detail shape; premium ones only with the premium_properties feature.',
      input: favouritesQuerySchema,
      varyByLanguage: true,
      handler: async ({ input, viewer, request }) => {
        const { data, total } = await services.marks.favourites(
          signedIn(viewer),
          input,
          requestLanguage(request),
        );
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'interested_users',
      access: 'required',
      tag: TAG,
      summary:
        'Mark (`type=1`) or unmark (`type=0`) interest in a listing; the owner then sees my name, photo, email and mobile. 409 OWN_LISTING on my own.',
      input: listingMarkSchema,
      handler: async ({ input, viewer }) =>
        ok(
          await services.marks.interest(signedIn(viewer), input),
          input.type ? 'Interest added' : 'Interest removed',
        ),
    }),
    defineCall({
      method: 'GET',
      name: 'get_interested_users',
      access: 'required',
      tag: TAG,
      summary: 'The members interested in my listing, latest first (403 NOT_OWNER for anyone else’s).',
      input: interestedUsersQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.marks.interestedUsers(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'add_reports',
      access: 'required',
      tag: TAG,
      summary:
        'Report a listing with a reason, or `reason_id=0` and `other_message`. One report per member and listing (409 ALREADY_REPORTED); not my own (409 OWN_LISTING).',
      input: reportSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.marks.report(signedIn(viewer), input), 'Report Submitted Successfully', {
          status: 201,
        }),
    }),
  ];
}
