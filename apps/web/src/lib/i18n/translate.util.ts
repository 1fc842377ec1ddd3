// Translation lookup, free of any bundled strings so client components can use it without shipping
// a language file: the server hands them the merged dictionary it rendered with.

export type TranslationKey =
  keyof typeof import('../../../../../packages/shared/src/i18n/web-strings.en.json');
export type Dictionary = Record<string, string>;
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: TranslationKey, vars?: TranslateVars) => string;

function interpolate(text: string, vars?: TranslateVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** Looks a key up in `dictionary`, then `fallback`; a key missing from both shows itself. */
export function createTranslator(dictionary: Dictionary, fallback: Dictionary = {}): Translate {
  return (key, vars) => interpolate(dictionary[key] || fallback[key] || key, vars);
}
