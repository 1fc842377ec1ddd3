import english from '../../../../../packages/shared/src/i18n/web-strings.en.json';
import type { LanguageListItem } from '../api-types';
import { createTranslator, type Dictionary, type Translate } from './translate.util';

// UI strings come from the server's language files (get_languages). English, bundled from the same
// file the seed loads, is the reference: any key a language lacks falls back to it, and a key
// missing everywhere shows itself, so a gap is visible rather than blank.

export const ENGLISH: Dictionary = english;
export const FALLBACK_LANGUAGE = 'en';

/** Languages written right to left, for when a language record does not say. */
const RTL_CODES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function isRtl(language: { code?: string | null; rtl?: boolean | null } | null | undefined): boolean {
  if (!language) return false;
  if (typeof language.rtl === 'boolean') return language.rtl;
  const base = (language.code ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_CODES.has(base);
}

/** The selected language's strings over the English reference; empty strings count as missing. */
export function mergeDictionaries(
  selected: Dictionary | null | undefined,
  fallback: Dictionary = ENGLISH,
): Dictionary {
  const merged: Dictionary = { ...fallback };
  for (const [key, value] of Object.entries(selected ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
  }
  return merged;
}

/** Strings only the admin console uses: its pages hand them to their islands themselves. */
const CONSOLE_ONLY = /^admin[A-Z]/;

/**
 * Prefixes of strings that only one route uses. Every page ships the root layout's dictionary to
 * the browser, so such strings stay out of it and the route hands them to its own island
 * (`routeDictionary`), or only its server components read them: the listing form's ninety-odd
 * strings would otherwise weigh on every public page. `projectEdit`: the project form's edit mode
 * (/user/edit-project); `projectOwner`: the owner's page of a project (/my-project, server only);
 * `payment`: the buy flow of /subscription-plan, the payment return pages and the transaction
 * history with its receipts; `subscriptions`: "My subscriptions" (/user/subscriptions, server only);
 * `featuring`: featuring a listing (the owner's pages' Feature dialog) and My advertisements;
 * `chat`: the chat screen (/user/chat), and the listing pages' message buttons (read on the server);
 * `agentVerification`: the member's verification screen (/user/agent-verification).
 */
export const ROUTE_SCOPED_PREFIXES = [
  'propertyForm',
  'projectEdit',
  'projectOwner',
  'payment',
  'subscriptions',
  'featuring',
  'chat',
  'agentVerification',
] as const;

const isRouteScoped = (key: string) => ROUTE_SCOPED_PREFIXES.some((prefix) => key.startsWith(prefix));

/**
 * The strings every page's client components get (the root layout's provider): all but the admin
 * console's and the route-scoped ones, so neither adds to a public page's HTML.
 */
export function layoutDictionary(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(
    Object.entries(dictionary).filter(([key]) => !isRouteScoped(key) && !CONSOLE_ONLY.test(key)),
  );
}

/** The strings of one route-scoped prefix, for the provider around that route's island. */
export function routeDictionary(
  dictionary: Dictionary,
  prefix: (typeof ROUTE_SCOPED_PREFIXES)[number],
): Dictionary {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => key.startsWith(prefix)));
}

/** A translator over `dictionary` with the bundled English as the last resort. */
export function createServerTranslator(dictionary: Dictionary): Translate {
  return createTranslator(dictionary, ENGLISH);
}

/**
 * The language to render: the visitor's cookie if that language is enabled, else the site default,
 * else the first enabled one, else English.
 */
export function resolveLanguageCode(
  requested: string | null | undefined,
  languages: readonly LanguageListItem[],
  defaultLanguage: string | null | undefined,
): string {
  const enabled = new Set(languages.map((l) => l.code));
  if (requested && (enabled.has(requested) || (enabled.size === 0 && requested === FALLBACK_LANGUAGE))) {
    return requested;
  }
  if (defaultLanguage && (enabled.size === 0 || enabled.has(defaultLanguage))) return defaultLanguage;
  return languages[0]?.code ?? FALLBACK_LANGUAGE;
}
