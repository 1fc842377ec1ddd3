'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * Wrap a client island that uses TanStack Query in this. The client is one per tab (spec §9
 * settings, lib/query-client.ts); providing it per island keeps the query library out of the first
 * load of pages that never query from the browser, such as the server-rendered home page.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
