import {
  adminLanguageCodeSchema,
  adminLanguageCreateSchema,
  adminLanguageStringsSchema,
  adminLanguageUpdateSchema,
} from '@domus/shared/schemas/admin-language.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: languages';

/** Languages and their web strings (issue 14), under /api/admin. */
export function languageAdminCalls(services: Services): CallDefinition[] {
  const languages = () => services.languageAdmin;
  return [
    defineCall({
      method: 'GET',
      name: 'admin/languages',
      access: 'admin',
      permission: 'settings.read',
      tag: TAG,
      summary:
        'Operator: every language (`enabled` or not, `is_default`) with how many web strings it lacks.',
      input: z.object({}),
      handler: async ({ viewer }) => ok(await languages().list(signedIn(viewer))),
    }),
    defineCall({
      method: 'POST',
      name: 'admin/languages',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: add a language (`code` such as fr or pt-BR, `name`, `rtl`); enabled at once, its strings falling back to English. Audited.',
      input: adminLanguageCreateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await languages().create(operatorRequest(viewer, request), input), 'Language added', {
          status: 201,
        }),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/languages/:code',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: rename a language, set its direction (`rtl`) or whether visitors may pick it (`enabled`; never the default). Audited.',
      input: adminLanguageUpdateSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await languages().update(operatorRequest(viewer, request), input), 'Data Updated Successfully'),
    }),
    defineCall({
      method: 'DELETE',
      name: 'admin/languages/:code',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary: 'Operator: delete a language, except the default one. Audited.',
      input: adminLanguageCodeSchema,
      handler: async ({ input, viewer, request }) =>
        ok(await languages().remove(operatorRequest(viewer, request), input.code), 'Language deleted'),
    }),
    defineCall({
      method: 'GET',
      name: 'admin/languages/:code/strings',
      access: 'admin',
      permission: 'settings.read',
      tag: TAG,
      summary:
        "Operator: every web string key with its English text beside this language's and `missing` flagged (export: the `value`s by key).",
      input: adminLanguageCodeSchema,
      handler: async ({ input, viewer }) => ok(await languages().strings(signedIn(viewer), input.code)),
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/languages/:code/strings',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: edit web strings (`strings`: key → text, "" clears one so English shows); with `replace` (an imported file) the keys not sent are cleared. Only keys English has; served at once. Audited.',
      input: adminLanguageStringsSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await languages().updateStrings(operatorRequest(viewer, request), input),
          'Data Updated Successfully',
        ),
    }),
  ];
}
