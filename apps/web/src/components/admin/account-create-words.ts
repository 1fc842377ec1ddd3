import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the account creation form. Not in the client file: a server page reading a
// constant from a 'use client' module gets a reference to it, not the list.

/** The keys the form reads: the server resolves them and hands them over. */
export const ACCOUNT_CREATE_KEYS = [
  'adminAccountName',
  'adminAccountEmail',
  'adminAccountPassword',
  'adminAccountPasswordHint',
  'adminAccountChooseRole',
  'adminStaffRoleColumn',
  'adminMemberWorking',
  'adminMemberCreate',
  'adminStaffCreate',
] as const satisfies readonly TranslationKey[];

export function accountCreateWords(t: Translate): Dictionary {
  return Object.fromEntries(ACCOUNT_CREATE_KEYS.map((key) => [key, t(key)]));
}
