import { CHAT_SUCCESS } from '@domus/shared/constants/chat.constants';
import { adminChatSettingsSchema } from '@domus/shared/schemas/admin-chat-safety.schema';
import { z } from 'zod';
import { type CallDefinition, defineCall, ok, operatorRequest, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Operator: chat settings';

/** The chat's settings (abuse limits, scam rules, contact masking), under /api/admin (issue 12). */
export function chatSettingsAdminCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'GET',
      name: 'admin/chat-settings',
      access: 'admin',
      permission: 'settings.read',
      tag: TAG,
      summary:
        'Operator: the chat settings in force (abuse limits, `chat_contact_mask_days`, `chat_safety_rules`), with top-level `defaults`.',
      input: z.object({}),
      handler: async ({ viewer }) => {
        const { data, defaults } = await services.chatSettingsAdmin.get(signedIn(viewer));
        return ok(data, 'Data fetched successfully', { extra: { defaults } });
      },
    }),
    defineCall({
      method: 'PATCH',
      name: 'admin/chat-settings',
      access: 'admin',
      permission: 'settings.write',
      tag: TAG,
      summary:
        'Operator: change any of the chat settings; each is checked by the settings schema (a bad rule is a 400 naming its field) and nothing is stored unless all are valid. Audited.',
      input: adminChatSettingsSchema,
      handler: async ({ input, viewer, request }) =>
        ok(
          await services.chatSettingsAdmin.update(operatorRequest(viewer, request), input),
          CHAT_SUCCESS.settingsSaved,
        ),
    }),
  ];
}
