import {
  articlesQuerySchema,
  categoriesQuerySchema,
  citiesQuerySchema,
  facilitiesForFilterQuerySchema,
  faqsQuerySchema,
  languageQuerySchema,
  optionalIdQuerySchema,
} from '@domus/shared/schemas/catalogue-query.schema';
import { type CallDefinition, defineCall, type Envelope, ok } from '../../lib/call.js';
import { requestLanguage } from '../../lib/caller-language.js';
import type { Services } from '../../services.js';
import type { CatalogueResult } from './catalogue.service.js';

const TAG = 'Catalogue';

function envelope({ data, total, extra }: CatalogueResult): Envelope {
  return ok(data, 'Data fetched successfully', { total, extra });
}

/**
 * The public catalogue reads. `publicCache` marks the ones shared caches
 * may keep for a minute (the same for everyone); articles and cities are not on that list.
 */
export function catalogueCalls(services: Services): CallDefinition[] {
  const catalogue = services.catalogue;
  return [
    defineCall({
      method: 'GET',
      name: 'get_categories',
      access: 'public',
      tag: TAG,
      summary: 'Active categories in operator order with their parameters; filter by search, id/slug_id.',
      input: categoriesQuerySchema,
      publicCache: true,
      // Names in the caller's language: caches keep one answer per language.
      varyByLanguage: true,
      handler: async ({ input, request }) =>
        envelope(await catalogue.categories(input, requestLanguage(request))),
    }),
    defineCall({
      method: 'GET',
      name: 'get_articles',
      access: 'public',
      tag: TAG,
      summary:
        'Articles newest first (by category, 0 = uncategorised), or one by id/slug_id with similar ones.',
      input: articlesQuerySchema,
      handler: async ({ input }) => envelope(await catalogue.articles(input)),
    }),
    defineCall({
      method: 'GET',
      name: 'get-cities-data',
      access: 'public',
      tag: TAG,
      summary: 'Enabled cities with publicly visible listings, most listings first.',
      input: citiesQuerySchema,
      handler: async ({ input }) => envelope(await catalogue.cities(input)),
    }),
    defineCall({
      method: 'GET',
      name: 'get_languages',
      access: 'public',
      tag: TAG,
      summary: 'An enabled language with its web or app translation strings.',
      input: languageQuerySchema,
      publicCache: true,
      handler: async ({ input }) => envelope(await catalogue.language(input)),
    }),
    defineCall({
      method: 'GET',
      name: 'get_facilities',
      access: 'public',
      tag: TAG,
      summary: 'Outdoor facilities (nearby place types) by name, or one by id.',
      input: optionalIdQuerySchema,
      publicCache: true,
      handler: async ({ input }) => envelope(await catalogue.facilities(input)),
    }),
    defineCall({
      method: 'GET',
      name: 'get_report_reasons',
      access: 'public',
      tag: TAG,
      summary: 'Reasons for reporting a listing, or one by id ("Other", id 0, is added by clients).',
      input: optionalIdQuerySchema,
      publicCache: true,
      handler: async ({ input }) => envelope(await catalogue.reportReasons(input)),
    }),
    defineCall({
      method: 'GET',
      name: 'faqs',
      access: 'public',
      tag: TAG,
      summary: 'Active FAQs, newest first.',
      input: faqsQuerySchema,
      publicCache: true,
      handler: async ({ input }) => envelope(await catalogue.faqs(input)),
    }),
    defineCall({
      method: 'GET',
      name: 'get-facilities-for-filter',
      access: 'public',
      tag: TAG,
      summary:
        'Category parameters used as search filter chips (for get-property-list parameter_id), by name.',
      input: facilitiesForFilterQuerySchema,
      publicCache: true,
      handler: async () => envelope(await catalogue.filterParameters()),
    }),
  ];
}
