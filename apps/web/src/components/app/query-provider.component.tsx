'use client';

import { type DehydratedState, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * Wrap a client island that uses TanStack Query in this. The client is one per tab (lib/query-client.ts:
 * fresh 10 min, gc 5 min, no refetch on focus, 3 retries); providing it per island keeps the query
 * library out of the first load of pages that never query from the browser, such as the public pages.
 * `state` is what the server already read (`dehydrate`), so the island starts with the page's data
 * and only asks the API again when it is stale or invalidated; data the tab holds that is newer wins.
 */
export function QueryProvider({ state, children }: { state?: DehydratedState; children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
