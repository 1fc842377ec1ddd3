/**
 * A language with its translations: `file_name` carries the translation object
 * itself. A file that is not a JSON object (operator upload gone wrong) yields `{}` rather than an
 * error, so the client falls back to its built-in strings.
 */
export function presentLanguage(row: { id: number; name: string; code: string; rtl: number }, file: string) {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    rtl: !!row.rtl,
    file_name: parseTranslations(file),
  };
}

function parseTranslations(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
