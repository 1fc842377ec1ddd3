import {
  QUERY_GC_MS,
  QUERY_RETRIES,
  QUERY_STALE_MS,
  retryDelay,
} from '@domus/shared/constants/app.constants';
import {
  type DehydratedState,
  dehydrate,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
} from '@tanstack/react-query';

// The product's rule for server data: fresh for 10 minutes, collected after 5, never refetched on focus,
// 3 retries with exponential back-off capped at 30 s.

export const queryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_MS,
      gcTime: QUERY_GC_MS,
      refetchOnWindowFocus: false,
      retry: QUERY_RETRIES,
      retryDelay: (failureCount: number) => retryDelay(failureCount),
    },
  },
} satisfies QueryClientConfig;

export function makeQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig);
}

let browserClient: QueryClient | null = null;

/**
 * One client per browser tab, shared by every island that queries, so the cache (and the 10-minute
 * freshness) spans islands and navigations. On the server every call gets a new client: a cache
 * shared between requests would leak one visitor's data to another.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * What a server component already read, as the state `<QueryProvider state>` hands to its island:
 * the island renders with it at once (on the server too) instead of asking the API again.
 */
export function dehydratedWith(entries: ReadonlyArray<readonly [QueryKey, unknown]>): DehydratedState {
  const client = makeQueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return dehydrate(client);
}
