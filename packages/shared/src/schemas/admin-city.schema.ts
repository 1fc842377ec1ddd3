import { z } from 'zod';
import { boolParam, idParam, pagination, required, textParam } from './params.schema';

// The operators' city calls (admin/cities, contract §4.15): cities register themselves when a
// listing or project is saved; operators switch them on or off (an off city leaves
// get-cities-data at once).

export const adminCityUpdateSchema = z.object({
  id: required(idParam('id')),
  enabled: required(boolParam('Enabled')),
});

/** `GET admin/cities`: by name, enabled or not. */
export const adminCityListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  enabled: boolParam('enabled').optional(),
  ...pagination(20, 100),
});

export const adminCityIdSchema = z.object({ id: required(idParam('id')) });

export type AdminCityUpdateInput = z.output<typeof adminCityUpdateSchema>;
export type AdminCityListQuery = z.output<typeof adminCityListQuerySchema>;
