import {
  getPropertyQuerySchema,
  nearbyQuerySchema,
  propertyListQuerySchema,
} from '@domus/shared/schemas/property-query.schema';
import { defineCall, ok } from '../../lib/call.js';
import { requestLanguage } from '../../lib/caller-language.js';
import type { Services } from '../../services.js';
import { LISTING_MAX_AGE, LISTING_PAGE_TAGS, propertyAnswerTags } from '../listings/listing-cache-tags.js';

export function propertyCalls(services: Services) {
  return [
    defineCall({
      method: 'GET',
      name: 'get-property-list',
      access: 'optional',
      tag: 'Properties',
      summary:
        'Browse and search publicly visible sell/rent listings; featured listings first in the default order, an explicit sort is the whole order.',
      input: propertyListQuerySchema,
      publicCache: true,
      varyByLanguage: true,
      maxAgeSeconds: LISTING_MAX_AGE,
      cacheTags: () => LISTING_PAGE_TAGS,
      handler: async ({ input, viewer, request }) => {
        const { data, total, extra } = await services.properties.list(
          input,
          viewer,
          requestLanguage(request),
        );
        return ok(data, 'Data fetched successfully', { total, extra });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get_property',
      access: 'optional',
      tag: 'Properties',
      summary: 'One listing by id or slug_id (as a one-item array), or a filtered list in detail shape.',
      input: getPropertyQuerySchema,
      publicCache: true,
      varyByLanguage: true,
      maxAgeSeconds: LISTING_MAX_AGE,
      cacheTags: propertyAnswerTags,
      // The view counter lives outside the cached answer: a guest's visit counts, hit or miss.
      onCacheHit: ({ input, request }) => services.properties.countGuestView(input, request),
      handler: async ({ input, viewer, request }) => {
        const { data, total, extra } = await services.properties.get(
          input,
          viewer,
          request,
          requestLanguage(request),
        );
        return ok(data, 'Data fetched successfully', { total, extra });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get_nearby_properties',
      access: 'public',
      tag: 'Properties',
      summary: 'Visible sell/rent listings in a city or state, for the map view (at most 200).',
      input: nearbyQuerySchema,
      publicCache: true,
      maxAgeSeconds: LISTING_MAX_AGE,
      cacheTags: () => LISTING_PAGE_TAGS,
      handler: async ({ input }) => {
        const { data, total } = await services.properties.nearby(input);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
  ];
}
