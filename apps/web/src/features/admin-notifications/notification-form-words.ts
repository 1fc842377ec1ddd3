import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the compose form. The console's strings are not in the dictionary every page sends
// to the browser, so the server resolves these and hands them to the form.

const KEYS = [
  'adminNotificationsAudience',
  'adminNotificationsAll',
  'adminNotificationsOne',
  'adminNotificationsMember',
  'adminNotificationsTitleField',
  'adminNotificationsMessage',
  'adminNotificationsProperty',
  'adminNotificationsPropertyHint',
  'adminNotificationsImage',
  'adminNotificationsSend',
  'adminNotificationsSending',
  'adminNotificationsFixErrors',
  'requiredField',
] as const satisfies readonly TranslationKey[];

export function notificationFormWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
