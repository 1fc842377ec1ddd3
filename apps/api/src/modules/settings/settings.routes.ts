import { z } from 'zod';
import { defineCall, ok } from '../../lib/call.js';
import { requestLanguage } from '../../lib/caller-language.js';
import { cacheTag } from '../../lib/change-feed.js';
import type { Services } from '../../services.js';

export function settingsCalls(services: Services) {
  return [
    defineCall({
      method: 'GET',
      name: 'web-settings',
      access: 'optional',
      tag: 'Settings',
      summary: 'Public settings of the site; per-user keys with a valid session.',
      input: z.object({}),
      publicCache: true,
      // The pages (about us, privacy, terms) come in the caller's language.
      varyByLanguage: true,
      // Besides the settings: enabled languages and the listings' price bounds.
      cacheTags: () => [cacheTag.catalogue, cacheTag.properties],
      handler: async ({ request }) =>
        ok(await services.settings.webSettings(await request.resolveCredential(), requestLanguage(request))),
    }),
  ];
}
