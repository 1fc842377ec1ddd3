import { SETTING_GROUPS, type SettingGroup } from '@domus/shared/schemas/admin-settings.schema';
import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';
import { groupKey, labelKey } from './setting-fields.util';

// The settings forms' words, resolved on the server: the console's strings are not in the
// dictionary every page sends to the browser (lib/i18n/i18n.util.ts, layoutDictionary).

const KEYS = [
  'adminSettingsSave',
  'adminSettingsSaving',
  'adminSettingsWriteOnlySet',
  'adminSettingsWriteOnlyNotSet',
  'adminSettingsWriteOnlyReplace',
  'adminSettingsWriteOnlyHint',
  'adminSettingsImagesNote',
  'adminSettingsNoImage',
  'adminSettingsImageReplace',
  'adminSettingCurrencyCode',
  'adminSettingCurrencyName',
  'adminSettingCurrencySymbol',
] as const satisfies readonly TranslationKey[];

export function settingsWords(t: Translate, group: SettingGroup): Dictionary {
  const keys: TranslationKey[] = [...KEYS, groupKey(group), ...SETTING_GROUPS[group].map(labelKey)];
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}
