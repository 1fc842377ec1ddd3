import type { SettingGroup } from '@domus/shared/schemas/admin-settings.schema';
import type { ApiRead } from '@/lib/api-read';

/** Values by key; a write-only key answers `{set}`, an image its URL. */
export type AdminSettingsGroups = Record<SettingGroup, Record<string, unknown>>;

/** `admin/settings`: every operator setting in force, by group. */
export function getAdminSettings(read: ApiRead) {
  return read<AdminSettingsGroups>('admin/settings');
}
