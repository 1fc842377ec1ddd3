import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of the contact inbox's client parts (the console's strings are resolved on the server).

const KEYS = [
  'adminContactReply',
  'adminContactReplyLabel',
  'adminContactReplySend',
  'adminContactReplySending',
  'adminContactReplyConfirm',
  'adminContactMarkHandled',
  'adminContactMarkOpen',
  'adminContactDelete',
  'adminContactDeleteConfirm',
  'adminContactWorking',
  'requiredField',
] as const satisfies readonly TranslationKey[];

export function contactWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
