import {
  adminSettingImageSchema,
  adminSettingsPatchSchema,
  adminTestMailSchema,
} from '@domus/shared/schemas/admin-settings.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: settings';

/** The console's settings page (issue 14), under /api/admin. */
export function settingsAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/settings',
      access: 'admin',
      permission: 'settings.read',
      tag: TAG,
      summary:
        'Operator: every operator setting in force, by group (company, currency, colours, images, listings, site, maps, apps, pages). Write-only keys answer `{set}` only.',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await services.settingsAdmin.all(signedIn(viewer))),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/settings/:group',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        "Operator: change any of one group's settings; each is checked by the settings schema (a bad value is a 400 naming its key, nothing is stored unless all are valid). Applies at once on every instance; audited with before and after (write-only keys as `{set}`).",
      input: adminSettingsPatchSchema,
      handler: async ({ input, viewer, request }) => {
        const { group, ...values } = input;
        return ok(
          await services.settingsAdmin.update(operatorRequest(viewer, request), group, values),
          'Data Updated Successfully',
        );
      },
    }),
    defineCall({
      method: 'POST',
      name: 'admin/settings/test-mail',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        "Operator: send a test mail through the server's mail transport to `to` (default: the operator's address); 503 UPSTREAM_UNAVAILABLE when it is refused. Audited.",
      input: adminTestMailSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await services.settingsAdmin.testMail(operatorRequest(viewer, request), input.to), 'Mail sent'),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/settings/images/:key',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: replace a logo or placeholder image (`key`: web_logo, web_footer_logo, web_placeholder_logo, web_favicon, company_logo, img_placeholder, admin_image) with the multipart file `image`: JPEG or PNG by content, at most 3 MB (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE). In force at once; audited.',
      input: adminSettingImageSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.settingsAdmin.replaceImage(operatorRequest(viewer, request), input.key, input.image),
          'Data Updated Successfully',
        ),
    }),
  ];
}
