import { callApi } from '@/lib/api-answer.util';
import type { SavedSearch, SavedSearchFrequency } from '../saved-search.types';

/**
 * `POST save-search` with my search's `id`: a new name, frequency or paused state. The whole
 * search is sent (the call replaces it), its query unchanged.
 */
export function updateSavedSearch(
  search: SavedSearch,
  change: { name?: string; frequency?: SavedSearchFrequency; paused?: boolean },
) {
  return callApi<SavedSearch>(
    {
      call: 'save-search',
      method: 'POST',
      body: {
        id: search.id,
        name: change.name ?? search.name,
        query: search.query,
        frequency: change.frequency ?? search.frequency,
        paused: change.paused ?? search.paused,
      },
    },
    { successToast: true },
  );
}

/** `POST delete-saved-search`. */
export function deleteSavedSearch(id: number) {
  return callApi<null>({ call: 'delete-saved-search', method: 'POST', body: { id } }, { successToast: true });
}
