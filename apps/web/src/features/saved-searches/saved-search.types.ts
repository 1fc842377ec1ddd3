export type SavedSearchFrequency = 'instant' | 'daily' | 'weekly';

/** Saved search (contract §3.8, /work/notes/saved-search-interface.md). */
export interface SavedSearch {
  id: number;
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
  effective_frequency: SavedSearchFrequency;
  paused: boolean;
  new_matches: number;
  last_alert_at: string | null;
  created_at: string;
  updated_at: string;
  search_url: string;
}
