import { projectDetailQuerySchema, projectListQuerySchema } from '@domus/shared/schemas/project-query.schema';
import { type CallDefinition, defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';
import { LISTING_MAX_AGE, PROJECT_PAGE_TAGS } from '../listings/listing-cache-tags.js';

export function projectCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'get-projects',
      access: 'optional',
      tag: 'Projects',
      summary: 'Browse publicly visible projects; promoted projects first, then newest.',
      input: projectListQuerySchema,
      publicCache: true,
      maxAgeSeconds: LISTING_MAX_AGE,
      cacheTags: () => PROJECT_PAGE_TAGS,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.projects.list(input, viewer);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'get-project-detail',
      access: 'optional',
      tag: 'Projects',
      summary: 'One project by id or slug_id; needs project_access unless the caller owns it. Counts a view.',
      input: projectDetailQuerySchema,
      handler: async ({ input, viewer, request }) => {
        const { data, total, extra } = await services.projects.detail(input, viewer, request);
        return ok(data, 'Data fetched successfully', { total, extra });
      },
    }),
  ];
}
