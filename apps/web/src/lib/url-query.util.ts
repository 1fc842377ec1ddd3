/** A page's query string as Next hands it to a page: one value, several, or none per name. */
export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Whether a GET filter form sent fields the visitor left empty (`?search=&type=upcoming`). Such a
 * URL is redirected to its tidy form, so what visitors share and search engines see carries only
 * the filters actually set, without any script in the page.
 */
export function hasEmptyValue(raw: RawQuery): boolean {
  return Object.values(raw).some((value) =>
    Array.isArray(value) ? value.some((v) => v.trim() === '') : value !== undefined && value.trim() === '',
  );
}
