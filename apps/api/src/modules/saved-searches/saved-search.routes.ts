import {
  deleteSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
  savedSearchListSchema,
  saveSearchSchema,
  unsubscribeSavedSearchSchema,
} from '@domus/shared/schemas/saved-search.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Saved searches';

const UNSUBSCRIBE_SUMMARY =
  'Beyond the spec: the unsubscribe link of an alert mail (`token`, signed by the server; no session). Pauses that search (or turns favourite alerts off); idempotent. A forged or altered token → 400 `UNSUBSCRIBE_LINK_INVALID`.';

/** Saved searches with alerts (contract §3.8, issue 13). */
export function savedSearchCalls(services: Services): CallDefinition[] {
  const unsubscribe = (method: 'GET' | 'POST', summary: string) =>
    defineCall({
      method,
      name: 'unsubscribe-saved-search',
      access: 'public',
      tag: TAG,
      summary,
      noStore: true,
      readsQuery: method === 'POST',
      input: unsubscribeSavedSearchSchema,
      handler: async ({ input }) => {
        const data = await services.savedSearches.unsubscribe(input.token);
        return ok(data, SAVED_SEARCH_MESSAGES.unsubscribed);
      },
    });
  return [
    defineCall({
      method: 'GET',
      name: 'get-saved-searches',
      access: 'required',
      tag: TAG,
      summary:
        'Beyond the spec: my saved searches, newest first, each with `new_matches` (listings approved since its last alert), `effective_frequency` (after the 30-day back-off of ignored alerts) and `search_url`. Opening the list counts as using the searches and ends any back-off.',
      input: savedSearchListSchema,
      handler: async ({ viewer }) => {
        const { data, total } = await services.savedSearches.list(signedIn(viewer));
        return ok(data, 'Data fetched successfully', { total });
      },
    }),
    defineCall({
      method: 'POST',
      name: 'save-search',
      access: 'required',
      tag: TAG,
      summary:
        'Beyond the spec: saves a search (`name`, `query` = get-property-list params as a query string, checked by that call’s schema and stored normalised, `frequency` instant|daily|weekly, `paused`), or updates one of mine with `id`. At most 20 per member → 409 `LIMIT_REACHED`.',
      input: saveSearchSchema,
      handler: async ({ input, viewer }) => {
        const { created, data } = await services.savedSearches.save(signedIn(viewer), input);
        return created
          ? ok(data, SAVED_SEARCH_MESSAGES.created, { status: 201 })
          : ok(data, SAVED_SEARCH_MESSAGES.updated);
      },
    }),
    defineCall({
      method: 'POST',
      name: 'delete-saved-search',
      access: 'required',
      tag: TAG,
      summary: 'Beyond the spec: deletes one of my saved searches (`id`); another member’s → 404.',
      input: deleteSavedSearchSchema,
      handler: async ({ input, viewer }) => {
        await services.savedSearches.remove(signedIn(viewer), input.id);
        return ok(null, SAVED_SEARCH_MESSAGES.deleted);
      },
    }),
    unsubscribe('GET', UNSUBSCRIBE_SUMMARY),
    unsubscribe(
      'POST',
      `${UNSUBSCRIBE_SUMMARY} POST is the RFC 8058 one-click form mail clients use (List-Unsubscribe-Post).`,
    ),
  ];
}
