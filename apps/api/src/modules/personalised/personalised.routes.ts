import {
  personalisedFieldsSchema,
  personalisedNoInputSchema,
  recommendationQuerySchema,
} from '@domus/shared/schemas/personalised.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import { requestLanguage } from '../../lib/caller-language.js';
import type { Services } from '../../services.js';

const TAG = 'Personalised feed';

/** personalised-fields (POST / GET / DELETE) and get_user_recommendation. */
export function personalisedCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'personalised-fields',
      access: 'required',
      tag: TAG,
      summary:
        'Save (create or replace) my interests: category_ids, outdoor_facilitiy_ids (csv), price_range "min,max", property_type (0 sell, 1 rent, 0,1 both), city. At least one criterion.',
      input: personalisedFieldsSchema,
      handler: async ({ input, viewer }) => {
        const { data, created } = await services.personalised.save(signedIn(viewer), input);
        return ok(data, created ? 'Data Store Successfully' : 'Data Updated Successfully');
      },
    }),
    defineCall({
      method: 'GET',
      name: 'personalised-fields',
      access: 'required',
      tag: TAG,
      summary: 'My interests, or null when none are saved.',
      input: personalisedNoInputSchema,
      handler: async ({ viewer }) => ok(await services.personalised.get(signedIn(viewer))),
    }),
    defineCall({
      method: 'DELETE',
      name: 'personalised-fields',
      access: 'required',
      tag: TAG,
      summary: 'Remove my interests (also when none were saved).',
      input: personalisedNoInputSchema,
      handler: async ({ viewer }) => {
        await services.personalised.clear(signedIn(viewer));
        return ok(null, 'Data Deleted Successfully');
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get_user_recommendation',
      access: 'required',
      tag: TAG,
      summary:
        'Publicly visible sell/rent listings matching every saved criterion, newest first, in detail shape; premium ones only with the premium_properties feature. No interests: [].',
      input: recommendationQuerySchema,
      varyByLanguage: true,
      handler: async ({ input, viewer, request }) => {
        const { data, total } = await services.personalised.recommendations(
          signedIn(viewer),
          input,
          requestLanguage(request),
        );
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
  ];
}
