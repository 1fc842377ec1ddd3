import { requestApi } from '@/lib/api-client';
import { API_BROWSER_BASE } from '@/lib/config';

export type SavedSearchFrequency = 'instant' | 'daily' | 'weekly';

/**
 * `POST save-search` (contract §3.8): a new saved search of mine. The dialog shows the answer
 * itself (the server's message on refusal, e.g. the 20-search limit), so no toast here.
 */
export function saveSearch(body: { name: string; query: string; frequency: SavedSearchFrequency }) {
  return requestApi<{ id: number; name: string }>({
    baseUrl: API_BROWSER_BASE,
    call: 'save-search',
    method: 'POST',
    body,
  });
}
