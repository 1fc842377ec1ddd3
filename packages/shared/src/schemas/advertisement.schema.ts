import { z } from 'zod';
import { ADVERTISEMENT_FOR, ADVERTISEMENT_PLACEMENTS } from '../constants/enums.constants.js';
import { enumParam, idParam, pagination, required } from './params.schema.js';

/**
 * `POST store_advertisement`: the listing to feature (`end_date` is ignored: §4.6 sets it).
 * `type` is Domus's compatible extension: `list` (the contract's only placement, the default) or
 * `slider`, a request for a home slider place that an operator approves.
 */
export const storeAdvertisementSchema = z
  .object({
    feature_for: required(enumParam('feature_for', ADVERTISEMENT_FOR)),
    property_id: idParam('property_id').optional(),
    project_id: idParam('project_id').optional(),
    type: enumParam('type', ADVERTISEMENT_PLACEMENTS).optional().default('list'),
  })
  .superRefine((input, ctx) => {
    const field = input.feature_for === 'project' ? 'project_id' : 'property_id';
    if (input[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: 'Please fill all fields' });
  });

/** `GET get-featured-data`: my advertisements of one kind. */
export const featuredDataQuerySchema = z.object({
  type: required(enumParam('type', ADVERTISEMENT_FOR)),
  ...pagination(10, 100),
});

export type StoreAdvertisementInput = z.output<typeof storeAdvertisementSchema>;
export type FeaturedDataQuery = z.output<typeof featuredDataQuerySchema>;
