import { z } from 'zod';
import { boolParam, enumParam, idParam, required, textParam } from './params.schema.js';
import { type PropertyListQuery, propertyListQuerySchema } from './property-query.schema.js';

/**
 * Saved searches (issue 13, contract §3.8). A saved search's `query` is the get-property-list
 * params as a query string, checked by the very schema get-property-list uses and stored
 * normalised: known keys only, sorted, without paging or presentation flags, so the same search
 * typed two ways is one search.
 */

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_LIMITS = { name: 100, query: 2000, perMember: 20 } as const;

export const SAVED_SEARCH_MESSAGES = {
  created: 'Search saved',
  updated: 'Search updated',
  deleted: 'Search deleted',
  unsubscribed: 'You will no longer receive alerts for this search',
  limitReached: 'You can save up to 20 searches',
  nameRequired: 'Name is required',
} as const;

/** Keys of get-property-list that do not change which listings match. */
const NOT_A_FILTER = new Set(['offset', 'limit', 'parameter_refs']);

/** `a=1&b[]=2&b[]=3` → `{a: '1', b: ['2', '3']}`: the shape the API's query parser gives. */
function queryObject(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, rawValue] of new URLSearchParams(text.replace(/^\?/, ''))) {
    const key = rawKey.replace(/\[\]$/, '');
    const value = rawValue.trim();
    if (value === '' || value === 'undefined' || value === 'null') continue;
    const previous = out[key];
    if (previous === undefined) out[key] = rawKey.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return out;
}

/** The parsed query written back as a query string: filters only, keys sorted. */
export function normaliseSavedQuery(query: PropertyListQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    if (NOT_A_FILTER.has(key)) continue;
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, [...value].sort((a, b) => Number(a) - Number(b)).join(','));
    } else params.set(key, value === true ? 'true' : String(value));
  }
  return params.toString();
}

/** A query string as get-property-list reads it; the object, or that schema's first message. */
export function parseSavedQuery(
  text: string,
): { ok: true; query: PropertyListQuery } | { ok: false; message: string } {
  const parsed = propertyListQuerySchema.safeParse(queryObject(text));
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid search' };
}

/** `query`: text up to 2,000 characters, valid for get-property-list, returned normalised. */
export const savedQueryParam = textParam('query', SAVED_SEARCH_LIMITS.query)
  .transform((text, ctx) => {
    const parsed = parseSavedQuery(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return normaliseSavedQuery(parsed.query);
  })
  .meta({
    type: 'string',
    maxLength: SAVED_SEARCH_LIMITS.query,
    description: 'get-property-list params as a query string (e.g. `property_type=sell&city=Pune`)',
  });

/**
 * save-search. Without `id` a new search: `query` '' (every listing), `frequency` instant and
 * `paused` false unless given. With `id` an edit: what is not sent stays as it was.
 */
export const saveSearchSchema = z.object({
  id: idParam('id').optional(),
  name: required(textParam('name', SAVED_SEARCH_LIMITS.name), SAVED_SEARCH_MESSAGES.nameRequired),
  query: savedQueryParam.optional(),
  frequency: enumParam('frequency', SAVED_SEARCH_FREQUENCIES).optional(),
  paused: boolParam('paused').optional(),
});
export type SaveSearchInput = z.output<typeof saveSearchSchema>;

export const deleteSavedSearchSchema = z.object({ id: required(idParam('id')) });

/** The signed token of an alert mail's unsubscribe link. */
export const unsubscribeSavedSearchSchema = z.object({
  token: required(textParam('token', 200)),
});

export const savedSearchListSchema = z.object({});
