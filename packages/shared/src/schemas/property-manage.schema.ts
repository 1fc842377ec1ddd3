import { z } from 'zod';
import { enumParam, idParam, required } from './params.schema.js';

/** `delete_property`. */
export const deletePropertySchema = z.object({
  id: required(idParam('id')),
});

/** `update_property_status`: sold, rented, or available for rent again (codes 2, 3, 1). */
export const updatePropertyStatusSchema = z.object({
  property_id: required(idParam('property_id')),
  status: required(enumParam('status', ['rent', 'sold', 'rented'] as const, [1, 2, 3])),
});

/** `change-property-status`: the owner's on/off switch (0 inactive, 1 active). */
export const changePropertyStatusSchema = z.object({
  property_id: required(idParam('property_id')),
  status: required(enumParam('status', ['inactive', 'active'] as const, [0, 1])),
});

export type UpdatePropertyStatusInput = z.output<typeof updatePropertyStatusSchema>;
export type ChangePropertyStatusInput = z.output<typeof changePropertyStatusSchema>;
