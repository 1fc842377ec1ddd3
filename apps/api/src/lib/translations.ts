/**
 * Catalogue rows keep their English text in the plain columns and other languages in a JSON
 * `translations` column ({"fr": {"name": "Chambres"}}). `localise` answers a copy of the row with
 * the caller's language where that field has a translation; anything missing stays English.
 */
export function localise<T extends { translations?: string | null }, K extends keyof T & string>(
  row: T,
  language: string,
  fields: readonly K[],
): T {
  const own = translationsOf(row.translations)[language];
  if (!own) return row;
  const copy = { ...row };
  for (const field of fields) {
    const text = own[field];
    if (typeof text === 'string' && text.trim() !== '') copy[field] = text as T[K];
  }
  return copy;
}

function translationsOf(raw: string | null | undefined): Record<string, Record<string, unknown>> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Record<string, unknown>>) : {};
  } catch {
    return {};
  }
}
