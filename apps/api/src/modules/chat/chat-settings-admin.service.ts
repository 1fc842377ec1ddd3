import {
  type AdminChatSettingsInput,
  CHAT_SETTING_KEYS,
} from '@domus/shared/schemas/admin-chat-safety.schema';
import { SETTING_DEFAULTS, type SettingKey, type Settings } from '@domus/shared/schemas/settings.schema';
import type { OperatorRequest } from '../../lib/call.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../settings/settings.service.js';

type ChatSettingKey = (typeof CHAT_SETTING_KEYS)[number];
type ChatSettings = Pick<Settings, ChatSettingKey>;

const pick = <T extends Partial<ChatSettings>>(values: T) =>
  Object.fromEntries(CHAT_SETTING_KEYS.filter((k) => values[k] !== undefined).map((k) => [k, values[k]]));

/**
 * The chat's settings in the console (issue 12): abuse limits, scam rules and contact masking.
 * They are ordinary settings, checked by the settings schema (the same one the call's input uses)
 * and stored together with their audit record.
 */
export function chatSettingsAdminService(settings: SettingsService, audit: AuditService) {
  async function current(): Promise<ChatSettings> {
    const entries = await Promise.all(CHAT_SETTING_KEYS.map(async (key) => [key, await settings.get(key)]));
    return Object.fromEntries(entries) as ChatSettings;
  }

  return {
    /** admin/chat-settings: the values in force, and the defaults to go back to. */
    async get(viewer: Viewer) {
      assertMay(viewer, 'settings.read');
      return { data: await current(), defaults: pick(SETTING_DEFAULTS) };
    },

    /** PATCH admin/chat-settings: the keys sent; the others keep their value. */
    async update(operator: OperatorRequest, input: AdminChatSettingsInput) {
      assertMay(operator.viewer, 'settings.write');
      const values = pick(input) as Partial<Record<SettingKey, unknown>>;
      if (Object.keys(values).length > 0) {
        const before = pick(await current());
        await settings.setMany(values, (trx) =>
          audit.within(trx).record(operator, {
            action: 'chat_settings.update',
            target: { type: 'settings', id: null },
            before: Object.fromEntries(Object.keys(values).map((k) => [k, before[k]])),
            after: values,
          }),
        );
      }
      return current();
    },
  };
}

export type ChatSettingsAdminService = ReturnType<typeof chatSettingsAdminService>;
