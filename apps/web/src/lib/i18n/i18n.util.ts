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
 * The strings every page hands to its client components (the whole dictionary travels in each
 * page's HTML): all but the admin console's, so the console adds nothing to a public page.
 */
export function clientDictionary(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => !CONSOLE_ONLY.test(key)));
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
