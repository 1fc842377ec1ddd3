import { z } from 'zod';
import {
  boolParam,
  decimalParam,
  enumParam,
  idListParam,
  idParam,
  moneyParam,
  pagination,
  textParam,
} from './params.schema.js';

/** Query schemas of the property reads. Shared by the API and the web filters. */

const location = {
  city: textParam('city', 100).optional(),
  state: textParam('state', 100).optional(),
  country: textParam('country', 100).optional(),
};

const priceRange = {
  min_price: moneyParam('min_price').optional(),
  max_price: moneyParam('max_price').optional(),
};

const category = {
  category_id: idParam('category_id').optional(),
  category_slug_id: textParam('category_slug_id', 100).optional(),
};

const common = {
  ...category,
  ...location,
  ...priceRange,
  posted_since: enumParam('posted_since', ['0', '1'] as const).optional(),
  search: textParam('search', 100).optional(),
  parameter_id: idListParam('parameter_id').optional(),
  promoted: boolParam('promoted').optional(),
  most_viewed: boolParam('most_viewed').optional(),
  most_liked: boolParam('most_liked').optional(),
};

function priceOrder<T extends { min_price?: number; max_price?: number }>(value: T, ctx: z.RefinementCtx) {
  if (value.min_price !== undefined && value.max_price !== undefined && value.min_price > value.max_price) {
    ctx.addIssue({
      code: 'custom',
      path: ['min_price'],
      message: 'min_price must not be greater than max_price',
    });
  }
}

export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc', 'most_viewed', 'most_liked'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const propertyListQuerySchema = z
  .object({
    ...common,
    property_type: enumParam('property_type', ['sell', 'rent'] as const, [0, 1]).optional(),
    facility_ids: idListParam('facility_ids').optional(),
    max_distance: decimalParam('max_distance', 0, 10_000, 1).optional(),
    latitude: decimalParam('latitude', -90, 90).optional(),
    longitude: decimalParam('longitude', -180, 180).optional(),
    radius: decimalParam('radius', 0.1, 100, 3).optional(),
    sort: enumParam('sort', PROPERTY_SORTS).optional(),
    // Addition to the contract: each parameter's own fields once per answer, not in every item
    // (utils/parameter-refs.util.ts).
    parameter_refs: boolParam('parameter_refs').optional(),
    ...pagination(10, 100),
  })
  .superRefine((value, ctx) => {
    priceOrder(value, ctx);
    if ((value.latitude === undefined) !== (value.longitude === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: 'latitude and longitude must be sent together',
      });
    }
  });
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

export const getPropertyQuerySchema = z
  .object({
    ...common,
    id: idParam('id').optional(),
    slug_id: textParam('slug_id', 100).optional(),
    get_simiilar: boolParam('get_simiilar').optional(),
    get_similar: boolParam('get_similar').optional(),
    count_view: boolParam('count_view').optional(),
    property_type: enumParam(
      'property_type',
      ['sell', 'rent', 'sold', 'rented'] as const,
      [0, 1, 2, 3],
    ).optional(),
    top_rated: boolParam('top_rated').optional(),
    users_promoted: boolParam('users_promoted').optional(),
    userid: idParam('userid', { allowZero: true }).optional(),
    ...pagination(10, 50),
  })
  .superRefine(priceOrder);
export type GetPropertyQuery = z.output<typeof getPropertyQuerySchema>;

/**
 * Clients call this before they know where the visitor is, sending empty city, state and type:
 * that is "no place yet", answered with an empty list rather than an error.
 */
export const nearbyQuerySchema = z.object({
  ...location,
  type: enumParam('type', ['sell', 'rent'] as const, [0, 1]).optional(),
});

export const homepageQuerySchema = z
  .object({
    latitude: decimalParam('latitude', -90, 90).optional(),
    longitude: decimalParam('longitude', -180, 180).optional(),
    radius: decimalParam('radius', 0.1, 100, 3).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === undefined) !== (value.longitude === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: 'latitude and longitude must be sent together',
      });
    }
  });
