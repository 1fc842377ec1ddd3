import { describe, expect, it } from 'vitest';
import { ApiReadError, dataOf } from './api-read';

describe('dataOf', () => {
  it('gives the data of a successful read', async () => {
    const data = await dataOf(
      Promise.resolve({
        kind: 'success' as const,
        status: 200,
        body: { error: false, message: '', data: [1] },
      }),
    );
    expect(data).toEqual([1]);
  });

  it('throws the failed read, with the API message, so a query retries and reports it', async () => {
    const failed = dataOf(
      Promise.resolve({
        kind: 'error' as const,
        status: 404,
        body: { error: true as const, message: 'No such listing', code: 'NOT_FOUND' },
      }),
    );
    await expect(failed).rejects.toBeInstanceOf(ApiReadError);
    await expect(failed).rejects.toThrow('No such listing');
  });
});
