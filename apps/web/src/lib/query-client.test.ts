import { hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dehydratedWith, getQueryClient, makeQueryClient, queryClientConfig } from './query-client';

describe('query client', () => {
  const queries = queryClientConfig.defaultOptions.queries;

  it('keeps data fresh for 10 minutes, collects it after 5, never refetches on focus, retries 3 times', () => {
    expect(queries.staleTime).toBe(600_000);
    expect(queries.gcTime).toBe(300_000);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.retry).toBe(3);
  });

  it('backs off exponentially and caps the delay at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => queries.retryDelay(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('applies the settings to the clients it makes', () => {
    const defaults = makeQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(600_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('gives every server-side caller its own client', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });

  it('carries data a server component read to the island that queries it', () => {
    const state = dehydratedWith([[['get-sessions'], [{ id: 1 }]]]);
    const client = makeQueryClient();
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0]?.queryKey).toEqual(['get-sessions']);
    expect(state.queries[0]?.state.status).toBe('success');
    hydrate(client, state);
    expect(client.getQueryData(['get-sessions'])).toEqual([{ id: 1 }]);
  });
});
