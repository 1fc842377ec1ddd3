import { z } from 'zod';
import { idParam, pagination, required, textParam } from './params.schema';

// The operators' outdoor facility calls (admin/facilities): the nearby place types listings give
// distances to (school, hospital, metro…, contract §2.4).

export const FACILITY_NAME_MAX = 150;

export const FACILITY_MESSAGES = { nameRequired: 'Name is required' } as const;

const facilityFields = {
  name: required(textParam('Name', FACILITY_NAME_MAX), FACILITY_MESSAGES.nameRequired),
};

export const adminFacilitySchema = z.object(facilityFields);
export const adminFacilityUpdateSchema = z.object({ id: required(idParam('id')), ...facilityFields });

/** `GET admin/facilities`: by name. */
export const adminFacilityListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});

export const adminFacilityIdSchema = z.object({ id: required(idParam('id')) });

export type AdminFacilityInput = z.output<typeof adminFacilitySchema>;
export type AdminFacilityUpdateInput = z.output<typeof adminFacilityUpdateSchema>;
export type AdminFacilityListQuery = z.output<typeof adminFacilityListQuerySchema>;
