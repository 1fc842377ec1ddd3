import { agentListQuerySchema, agentPropertiesQuerySchema } from '@domus/shared/schemas/agent-query.schema';
import { type CallDefinition, defineCall, ok } from '../../lib/call.js';
import type { Services } from '../../services.js';
import { EVERY_COLLECTION_TAG, LISTING_MAX_AGE } from '../listings/listing-cache-tags.js';

export function agentCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'agent-list',
      access: 'public',
      tag: 'Agents',
      summary: 'Agents with visible listings: the operator first, then verified agents, then by listings.',
      input: agentListQuerySchema,
      publicCache: true,
      maxAgeSeconds: LISTING_MAX_AGE,
      cacheTags: () => EVERY_COLLECTION_TAG,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.agents.list(input, viewer);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'GET',
      name: 'agent-properties',
      access: 'optional',
      tag: 'Agents',
      summary: "One agent's profile with its visible properties, or its projects (is_projects=1).",
      input: agentPropertiesQuerySchema,
      publicCache: true,
      maxAgeSeconds: LISTING_MAX_AGE,
      cacheTags: () => EVERY_COLLECTION_TAG,
      handler: async ({ input, viewer }) => {
        const { data, total } = await services.agents.profile(input, viewer);
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
  ];
}
