import {
  adminCityIdSchema,
  adminCityListQuerySchema,
  adminCityUpdateSchema,
} from '@domus/shared/schemas/admin-city.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: cities';

/** admin/cities: list, one, switch on or off (contract §3.8 Admin API, §4.15). */
export function cityAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/cities',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary:
        'Operator: the cities catalogue by name, with search, enabled (true/false), offset/limit (20, ≤ 100) and total.',
      input: adminCityListQuerySchema,
      handler: async ({ input, viewer }) => {
        const answer = await services.cityAdmin.list(signedIn(viewer), input);
        return ok(answer.data, 'Data fetched successfully', { total: answer.total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'admin/cities/:id',
      access: 'admin',
      permission: 'catalogue.read',
      tag: TAG,
      summary: 'Operator: one city as the list shows it.',
      input: adminCityIdSchema,
      handler: async ({ input, viewer }) => ok(await services.cityAdmin.get(signedIn(viewer), input.id)),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/cities/:id',
      access: 'admin',
      permission: 'catalogue.write',
      tag: TAG,
      summary:
        'Operator: switch a city on or off (`enabled`); an off city leaves get-cities-data at once. Cities are registered by listing writes, never created or deleted here. Audited with before and after.',
      input: adminCityUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.cityAdmin.update(operatorRequest(viewer, request), input), 'City updated'),
    }),
  ];
}
