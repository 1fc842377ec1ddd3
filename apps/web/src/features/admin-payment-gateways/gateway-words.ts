import type { Dictionary, Translate, TranslationKey } from '@/lib/i18n/translate.util';

// The words of a gateway's form, resolved on the server: the console's strings are not in the
// dictionary every page sends to the browser (lib/i18n/i18n.util.ts, layoutDictionary).

const KEYS = [
  'adminGatewaysEnable',
  'adminGatewaysCurrency',
  'adminGatewaysCurrencyHint',
  'adminGatewaysPublicKey',
  'adminGatewaysPublicKeyHint',
  'adminGatewaysSave',
  'adminGatewaysSaving',
] as const satisfies readonly TranslationKey[];

export function gatewayWords(t: Translate): Dictionary {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
