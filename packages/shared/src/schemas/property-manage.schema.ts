import { z } from 'zod';
import {
  boolParam,
  enumListParam,
  enumParam,
  idParam,
  pagination,
  required,
  textParam,
} from './params.schema.js';

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

/** `get-added-properties`: my listings (filters), one of them (`id`/`slug_id`), or my advertisements. */
export const addedPropertiesQuerySchema = z.object({
  id: idParam('id').optional(),
  slug_id: textParam('slug_id', 100).optional(),
  property_type: enumListParam(
    'property_type',
    ['sell', 'rent', 'sold', 'rented'] as const,
    [0, 1, 2, 3],
  ).optional(),
  status: enumListParam('status', ['0', '1'] as const).optional(),
  request_status: enumListParam('request_status', ['pending', 'approved', 'rejected'] as const).optional(),
  is_promoted: boolParam('is_promoted').optional(),
  ...pagination(10, 100),
});

export type AddedPropertiesQuery = z.output<typeof addedPropertiesQuerySchema>;
