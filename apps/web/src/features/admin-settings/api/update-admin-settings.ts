import type { SettingGroup } from '@domus/shared/schemas/admin-settings.schema';
import { type AnswerHandlers, type BrowserApiRequest, callApi } from '@/lib/api-answer.util';

/** `PATCH admin/settings/{group}`: the keys sent; the group's others keep their value. */
export function updateAdminSettings(
  group: SettingGroup,
  values: Record<string, unknown>,
  handlers: AnswerHandlers<Record<string, unknown>, BrowserApiRequest>,
) {
  return callApi<Record<string, unknown>>(
    { call: `admin/settings/${group}`, method: 'PATCH', body: { ...values } },
    handlers,
  );
}
