import type { SavedSearchFrequency } from '@domus/shared/schemas/saved-search.schema';
import { toIso } from '../../db/dialect.js';
import type { SavedSearchRow } from './saved-search.repository.js';

/** Slowest first: the back-off only ever moves a search down this list. */
export const FREQUENCY_ORDER: readonly SavedSearchFrequency[] = ['instant', 'daily', 'weekly'];

const asFrequency = (value: string | null): SavedSearchFrequency | null =>
  (FREQUENCY_ORDER as readonly string[]).includes(value ?? '') ? (value as SavedSearchFrequency) : null;

/** What the sweep goes by: the member's choice, or the slower one the back-off stepped down to. */
export function effectiveFrequency(row: { frequency: string; backoff_frequency: string | null }) {
  const chosen = asFrequency(row.frequency) ?? 'instant';
  const backedOff = asFrequency(row.backoff_frequency);
  if (!backedOff) return chosen;
  return FREQUENCY_ORDER.indexOf(backedOff) > FREQUENCY_ORDER.indexOf(chosen) ? backedOff : chosen;
}

/** The web page listing a saved search's results. */
export const searchUrl = (publicUrl: string, query: string) =>
  `${publicUrl}/properties${query ? `?${query}` : ''}`;

/** Saved search (contract §3.8, the interface of issue 13): the fields that leave the server. */
export function presentSavedSearch(row: SavedSearchRow, publicUrl: string) {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: asFrequency(row.frequency) ?? 'instant',
    effective_frequency: effectiveFrequency(row),
    paused: row.paused === 1,
    new_matches: row.new_matches,
    last_alert_at: toIso(row.last_alert_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    search_url: searchUrl(publicUrl, row.query),
  };
}
