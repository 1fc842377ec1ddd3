import { homepageQuerySchema } from '@domus/shared/schemas/property-query.schema';
import { defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';

export function homepageCalls(services: Services) {
  return [
    defineCall({
      method: 'GET',
      name: 'homepage-data',
      access: 'optional',
      tag: 'Home',
      summary: 'Every homepage section in one object (sliders, categories, featured, projects, agents, …).',
      input: homepageQuerySchema,
      handler: async ({ input, viewer }) => ok(await services.homepage.homepage(input, viewer)),
    }),
  ];
}
