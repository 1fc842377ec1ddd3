import { z } from 'zod';
import {
  CHAT_REPORT_NOTE_MAX_LENGTH,
  CHAT_REPORT_NOTE_REQUIRED,
  CHAT_REPORT_STATUSES,
} from '../constants/chat.constants';
import { enumParam, idParam, pagination, required, textParam } from './params.schema';
import { settingsSchema } from './settings.schema';

// The operators' side of scam-aware chat (issue 12): members' chat reports, and the chat settings
// (abuse limits, scam rules, contact masking), checked by the same settings schema as everywhere.

/** `GET admin/chat-reports`: newest first; open and resolved alike unless `status` says. */
export const adminChatReportListSchema = z.object({
  status: enumParam('status', CHAT_REPORT_STATUSES).optional(),
  /** Part of the reason, the listing's title or a party's name, any case; or a report id. */
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});

/** `GET admin/chat-reports/{id}`. */
export const adminChatReportIdSchema = z.object({ id: required(idParam('id')) });

/** `POST admin/chat-reports/{id}/resolve`: what was done, kept with the report. */
export const adminChatReportResolveSchema = z.object({
  id: required(idParam('id')),
  note: required(textParam('note', CHAT_REPORT_NOTE_MAX_LENGTH), CHAT_REPORT_NOTE_REQUIRED),
});

/** The settings `admin/chat-settings` reads and writes. */
export const CHAT_SETTING_KEYS = [
  'chat_messages_per_minute',
  'chat_new_account_days',
  'chat_new_account_conversations_per_day',
  'chat_contact_mask_days',
  'chat_safety_rules',
] as const;

/** `PATCH admin/chat-settings`: any of them; the others keep their value. */
export const adminChatSettingsSchema = settingsSchema
  .pick({
    chat_messages_per_minute: true,
    chat_new_account_days: true,
    chat_new_account_conversations_per_day: true,
    chat_contact_mask_days: true,
    chat_safety_rules: true,
  })
  .partial();

export type AdminChatReportListQuery = z.output<typeof adminChatReportListSchema>;
export type AdminChatReportResolveInput = z.output<typeof adminChatReportResolveSchema>;
export type AdminChatSettingsInput = z.output<typeof adminChatSettingsSchema>;
