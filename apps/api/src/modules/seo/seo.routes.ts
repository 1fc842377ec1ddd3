import { enumParam, intParam, required } from '@domus/shared/schemas/params.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';
import { SITEMAP_TYPES } from './seo.service.js';

export const SITEMAP_MAX_LIMIT = 5000;

const sitemapQuerySchema = z.object({
  type: required(enumParam('type', SITEMAP_TYPES)),
  offset: intParam('offset', 0).optional(),
  limit: intParam('limit', 1, SITEMAP_MAX_LIMIT).optional(),
});

/** Not a contract call: the web's sitemap.xml reads every public item's slug through it. */
export function seoCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'sitemap-entries',
      access: 'public',
      tag: 'SEO',
      publicCache: true,
      summary: 'Slugs and update times of publicly visible items of one type, for sitemap.xml.',
      input: sitemapQuerySchema,
      handler: async ({ input }) => {
        const { data, total } = await services.seo.page(
          input.type,
          input.offset ?? 0,
          input.limit ?? SITEMAP_MAX_LIMIT,
        );
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
  ];
}
