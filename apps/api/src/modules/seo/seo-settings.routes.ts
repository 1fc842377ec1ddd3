import {
  adminSeoImageSchema,
  adminSeoListQuerySchema,
  adminSeoUpdateSchema,
  SEO_PAGES,
  seoSettingsQuerySchema,
} from '@domus/shared/schemas/admin-seo.schema';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: SEO';
const PAGES = SEO_PAGES.join(', ');

/** The public get_seo_settings (contract §3.8) and the console's SEO page (issue 14). */
export function seoSettingsCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'get_seo_settings',
      access: 'public',
      tag: 'SEO',
      publicCache: true,
      summary: `SEO values of one public page (\`page\`: ${PAGES}) or, without \`page\`, the array of all pages: \`{page, title, description, keywords, image}\` in \`language_code\` (default: the default language; a value not set there falls back to the default language, then to the company name and web logo). Unknown page → 404 NOT_FOUND.`,
      input: seoSettingsQuerySchema,
      handler: async ({ input }) => ok(await services.seoSettings.get(input), 'Data fetched successfully'),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/seo-settings',
      access: 'admin',
      permission: 'settings.read',
      tag: TAG,
      summary:
        'Operator: every public page’s stored SEO values in `language_code` (default: the default language), null where the default applies, each with the spec’s `warnings` (title ≤ 60, description 50–160, ≤ 10 keywords).',
      input: adminSeoListQuerySchema,
      handler: async ({ input, viewer }) =>
        ok(await services.seoSettings.list(signedIn(viewer), input.language_code)),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/seo-settings/:page',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: set one page’s `title` (≤ 255), `description` (≤ 1000) and `keywords` (≤ 500, comma-separated) in `language_code`; absent or empty means the default. The spec’s lengths are answered as `warnings`, not refused. Public at once; audited with before and after.',
      input: adminSeoUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.seoSettings.update(operatorRequest(viewer, request), input),
          'Data Updated Successfully',
        ),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/seo-settings/:page/image',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: replace one page’s preview image (og:image) in `language_code` with the multipart file `image`: JPEG or PNG by content, at most 3 MB (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE). Audited.',
      input: adminSeoImageSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.seoSettings.replaceImage(
            operatorRequest(viewer, request),
            input.page,
            input.language_code,
            input.image,
          ),
          'Data Updated Successfully',
        ),
    }),
  ];
}
