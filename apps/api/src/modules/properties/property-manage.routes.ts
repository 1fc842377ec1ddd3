import {
  addedPropertiesQuerySchema,
  changePropertyStatusSchema,
  deletePropertySchema,
  updatePropertyStatusSchema,
} from '@domus/shared/schemas/property-manage.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import { requestLanguage } from '../../lib/caller-language.js';
import type { Services } from '../../services.js';

const TAG = 'My properties';

/** get-added-properties, delete_property, update_property_status, change-property-status. */
export function propertyManageCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'get-added-properties',
      access: 'required',
      tag: TAG,
      summary:
        'My listings in any state, newest first, as their owner sees them (filters: property_type, status, request_status; `total_views`); one of them by `id`/`slug_id` with up to 10 of my others as `similar_properties`; or, with `is_promoted=1`, my advertisements for properties.',
      input: addedPropertiesQuerySchema,
      varyByLanguage: true,
      handler: async ({ input, viewer, request }) => {
        const { data, total, extra } = await services.propertyOwner.list(
          signedIn(viewer),
          input,
          requestLanguage(request),
        );
        return ok(data, 'Data fetched successfully', { total, extra });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'delete_property',
      access: 'required',
      tag: TAG,
      summary:
        'Delete my listing with everything attached to it (photos, documents, marks, reports, advertisements, chat about it). Units spent are not refunded. Refused in demo mode.',
      input: deletePropertySchema,
      handler: async ({ input, viewer }) => {
        await services.propertyManage.remove(signedIn(viewer), input);
        return ok(null, 'Property deleted successfully');
      },
    }),
    defineCall({
      method: 'POST',
      name: 'update_property_status',
      access: 'required',
      tag: TAG,
      summary:
        'Mark my listing sold (2) or rented (3), or a rented one available again (rent, 1); any other change is 409 INVALID_STATUS_TRANSITION. Refused in demo mode.',
      input: updatePropertyStatusSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.propertyManage.updateType(signedIn(viewer), input), 'Status updated successfully'),
    }),
    defineCall({
      method: 'POST',
      name: 'change-property-status',
      access: 'required',
      tag: TAG,
      summary:
        'Switch my listing off (0) or on (1), only while it is approved (else 409 NOT_APPROVED). Refused in demo mode.',
      input: changePropertyStatusSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.propertyManage.setActive(signedIn(viewer), input), 'Data Updated Successfully'),
    }),
  ];
}
