import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Which server reads may touch the shared data cache: a guest's may, and carry nothing that names
// the visitor (so the cache key is the call, its parameters and the language); a visitor with a
// session cookie never does, and their session goes along.

const jar = new Map<string, string>();
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined) }),
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Test/1.0' }),
}));
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }));

const { serverRead } = await import('./server-api');

type Sent = { url: string; init: RequestInit & { next?: { revalidate: number } } };
let sent: Sent[];

beforeEach(() => {
  jar.clear();
  sent = [];
  vi.stubEnv('INTERNAL_API_SECRET', 's'.repeat(32));
  vi.stubGlobal('fetch', async (url: string, init: Sent['init']) => {
    sent.push({ url, init });
    return new Response(JSON.stringify({ error: false, message: '', data: [] }), { status: 200 });
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function headersOf(request: Sent): Record<string, string> {
  return request.init.headers as Record<string, string>;
}

describe('server reads and the shared data cache', () => {
  it("sends a guest's read through the data cache, keyed by language and never by visitor", async () => {
    jar.set('domus_lang', 'de');
    await serverRead('get_property', { slug_id: 'villa-1', count_view: 0 });
    const [read] = sent;
    expect(read?.init.next).toEqual({ revalidate: 60 });
    expect(read?.init.cache).toBeUndefined();
    expect(headersOf(read!)).toMatchObject({ 'accept-language': 'de', 'x-domus-internal': 's'.repeat(32) });
    for (const personal of ['cookie', 'x-forwarded-for', 'user-agent', 'authorization'])
      expect(headersOf(read!)).not.toHaveProperty(personal);
  });

  it('never lets a visitor with a session read from or fill the shared cache', async () => {
    jar.set('domus_session', 'token-1');
    await serverRead('get_property', { slug_id: 'villa-2', count_view: 0 });
    const [read] = sent;
    expect(read?.init.cache).toBe('no-store');
    expect(read?.init.next).toBeUndefined();
    expect(headersOf(read!).cookie).toBe('domus_session=token-1');
  });

  it('retries a refused session as a guest, still outside the shared cache', async () => {
    jar.set('domus_session', 'expired');
    vi.stubGlobal('fetch', async (url: string, init: Sent['init']) => {
      sent.push({ url, init });
      const refused = sent.length === 1;
      return new Response(JSON.stringify({ error: refused, message: '', data: [] }), {
        status: refused ? 401 : 200,
      });
    });
    await serverRead('web-settings', {});
    expect(sent).toHaveLength(2);
    expect(sent.map((s) => s.init.cache)).toEqual(['no-store', 'no-store']);
    expect(sent.every((s) => s.init.next === undefined)).toBe(true);
  });

  it('reads uncached, as the visitor, when no server secret marks its calls', async () => {
    vi.stubEnv('INTERNAL_API_SECRET', '');
    await serverRead('get-property-list', { page: 3 });
    const [read] = sent;
    expect(read?.init.cache).toBe('no-store');
    expect(headersOf(read!)['x-forwarded-for']).toBe('203.0.113.9');
  });
});
