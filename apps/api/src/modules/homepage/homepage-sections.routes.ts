import { adminHomepageSectionsSchema, HOMEPAGE_SECTIONS } from '@domus/shared/schemas/admin-homepage.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: homepage';

/** The console's homepage sections page (issue 14). */
export function homepageSectionsCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/homepage-sections',
      access: 'admin',
      permission: 'settings.read',
      tag: TAG,
      summary: `Operator: every homepage section (${HOMEPAGE_SECTIONS.join(', ')}) in display order, each with \`shown\` and its \`title\` (null: the page's own heading).`,
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.homepageSections.list(signedIn(viewer))),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/homepage-sections',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: the whole arrangement, `sections`: every section exactly once in display order, each `{section, shown, title (≤ 100, opt)}`. homepage-data follows at once (a hidden section answers an empty list; `sections` lists the shown ones in order); audited with before and after.',
      input: adminHomepageSectionsSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.homepageSections.update(operatorRequest(viewer, request), input),
          'Data Updated Successfully',
        ),
    }),
  ];
}
