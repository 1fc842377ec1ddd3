/** Where the console's categories live. */
export const CATEGORIES_PATH = '/admin/categories';

/** The list's page from the address: a whole number ≥ 1, else 1. */
export function pageOf(raw: unknown): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  return typeof text === 'string' && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
}
