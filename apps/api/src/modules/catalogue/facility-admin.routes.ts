import {
  adminFacilityIdSchema,
  adminFacilityListQuerySchema,
  adminFacilitySchema,
  adminFacilityUpdateSchema,
} from '@domus/shared/schemas/admin-facility.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: outdoor facilities';

const FIELDS = '`name` (≤ 150)';

/** admin/facilities: list, one, create, update, delete (contract §3.8 Admin API, §2.4). */
export function facilityAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/facilities',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary:
        'Operator: outdoor facilities, newest first, with search (name), on_sale (true/false), offset/limit (20, ≤ 100) and total. Each with its features, its on-sale switch and what its buyers hold (`subscriptions`, `payments`, `in_use`).',
      input: adminFacilityListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.facilityAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/facilities/:id',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary: 'Operator: one outdoor facility as the list shows it.',
      input: adminFacilityIdSchema,
      handler: async ({ input, viewer }) => ok(await services.facilityAdmin.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/facilities',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: create an outdoor facility: ${FIELDS}. Shown by get_facilities at once; audited.`,
      input: adminFacilitySchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.facilityAdmin.create(operatorRequest(viewer, request), input), 'Facility created', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/facilities/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary: `Operator: rename an outdoor facility: ${FIELDS}. Public reads show it at once; audited with before and after.`,
      input: adminFacilityUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.facilityAdmin.update(operatorRequest(viewer, request), input), 'Facility updated'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/facilities/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary:
        'Operator: delete an outdoor facility no listing gives a distance to; a used one is refused with 409 FACILITY_IN_USE (rename it instead). Audited.',
      input: adminFacilityIdSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.facilityAdmin.remove(operatorRequest(viewer, request), input.id),
          'Facility deleted',
        ),
    }),
  ];
}
