import { describe, expect, it } from 'vitest';
import { buildApiUrl, parseApiAnswer, requestApi } from './api-client';

describe('buildApiUrl', () => {
  it('drops empty values and encodes booleans as 1/0', () => {
    expect(
      buildApiUrl('http://127.0.0.1:3000/api/', '/get-property-list', {
        city: 'Bhuj',
        search: '',
        category_id: null,
        limit: undefined,
        most_viewed: true,
        promoted: false,
        min_price: 0,
      }),
    ).toBe('http://127.0.0.1:3000/api/get-property-list?city=Bhuj&most_viewed=1&promoted=0&min_price=0');
  });

  it('leaves the query off when nothing is sent', () => {
    expect(buildApiUrl('/api', 'web-settings')).toBe('/api/web-settings');
  });
});

describe('parseApiAnswer', () => {
  it('reads a success envelope', () => {
    const result = parseApiAnswer(200, JSON.stringify({ error: false, message: 'ok', data: [1], total: 1 }));
    expect(result).toEqual({
      kind: 'success',
      status: 200,
      body: { error: false, message: 'ok', data: [1], total: 1 },
    });
  });

  it('reads an error envelope with its code', () => {
    const result = parseApiAnswer(
      404,
      JSON.stringify({ error: true, message: 'No data found', code: 'NOT_FOUND' }),
    );
    expect(result).toMatchObject({
      kind: 'error',
      status: 404,
      body: { message: 'No data found', code: 'NOT_FOUND' },
    });
  });

  it('treats a non-envelope answer as a network failure carrying the body', () => {
    expect(parseApiAnswer(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'network',
      status: 502,
      message: '<html>Bad gateway</html>',
    });
  });
});

describe('requestApi', () => {
  it('reports an unreachable server as a network failure instead of throwing', async () => {
    const result = await requestApi({ baseUrl: 'http://127.0.0.1:9/api', call: 'web-settings' });
    expect(result.kind).toBe('network');
  });
});
