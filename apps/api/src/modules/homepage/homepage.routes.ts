import { homepageQuerySchema } from '@domus/shared/schemas/property-query.schema';
import { defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';
import { EVERY_COLLECTION_TAG, LISTING_MAX_AGE } from '../listings/listing-cache-tags.js';

export function homepageCalls(services: Services) {
  return [
    defineCall({
      method: 'GET',
      name: 'homepage-data',
      access: 'optional',
      tag: 'Home',
      summary:
        'Every homepage section in one object (sliders, categories, featured, projects, agents, …). `slider_section` ends with up to 5 live sponsored slider advertisements (Domus extension: `is_sponsored: true`, `advertisement_id`; a project entry is `type: Project`, `slider_type: "5"` with `project_id` and `project`), within its 20 entries.',
      input: homepageQuerySchema,
      publicCache: true,
      maxAgeSeconds: LISTING_MAX_AGE,
      cacheTags: () => EVERY_COLLECTION_TAG,
      handler: async ({ input, viewer }) => ok(await services.homepage.homepage(input, viewer)),
    }),
  ];
}
