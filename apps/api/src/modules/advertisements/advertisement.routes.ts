import {
  featuredDataQuerySchema,
  storeAdvertisementSchema,
} from '@domus/shared/schemas/advertisement.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Advertisements';

/** store_advertisement and get-featured-data (contract §3.3, §4.6). */
export function advertisementCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'store_advertisement',
      access: 'required',
      tag: TAG,
      summary:
        'Feature my publicly visible listing: one unit of property_feature / project_feature, spent in the same transaction as the advertisement. Optional `type` (Domus extension): `list` (default, as the contract: approved at once with auto-approval, else pending) or `slider` (a request for a home slider place: always pending until an operator approves it; once live it shows in homepage-data `slider_section`, marked `is_sponsored`). 409 NOT_ELIGIBLE_FOR_FEATURE, 409 AD_ALREADY_EXISTS. Refused in demo mode.',
      input: storeAdvertisementSchema,
      handler: async ({ input, viewer }) =>
        ok(
          await services.advertisements.feature(signedIn(viewer), input),
          'Advertisement added successfully',
          {
            status: 201,
          },
        ),
    }),
    defineCall({
      method: 'GET',
      name: 'get-featured-data',
      access: 'required',
      tag: TAG,
      summary:
        'My advertisements of one kind (`type`: property or project), newest first, every status, each with the listing it features (`property` / `project`), with `total`.',
      input: featuredDataQuerySchema,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.advertisements.mine(signedIn(viewer), input);
        return ok(data, 'Data fetched successfully', { extra: { total } });
      },
    }),
  ];
}
