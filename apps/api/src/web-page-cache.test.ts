import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  GUEST_PAGE_HEADER,
  PAGE_RENDER_KEY,
  type PageRenderHook,
} from '@domus/shared/constants/web-data-cache.constants';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createChangeFeed } from './lib/change-feed.js';
import { registerAuth } from './plugins/auth.plugin.js';
import { guestPages, webHandOff } from './web-mount.js';

// The guest page cache in front of the web app, with a stand-in for Next's request handler that
// behaves as Next does where the cache cares: a policy header naming a fresh nonce, the nonce in
// the HTML, the proxy's mark on shared pages, the body written in several chunks.

interface Render {
  url: string;
  nonce: string;
}

interface World {
  web: FastifyInstance;
  renders: Render[];
  changes: ReturnType<typeof createChangeFeed>;
  clock: { now: number };
  /** Holds every render until released (a render in progress across a change). */
  gate: { wait: Promise<void> | null };
}

let worlds: World[] = [];
afterEach(async () => {
  for (const world of worlds) await world.web.close();
  worlds = [];
});

function nonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

async function world(options: { maxBytes?: number } = {}): Promise<World> {
  const renders: Render[] = [];
  const changes = createChangeFeed(null, () => null);
  const clock = { now: 0 };
  const gate: World['gate'] = { wait: null };
  const web = Fastify();
  await web.register(cookie);
  // The real credential check (the session cookie or a Bearer header); no session is looked up.
  registerAuth(web, {} as never, () => new Date());
  const { pages, close } = guestPages(
    { maxBytes: options.maxBytes ?? 1_000_000, ttlMs: 60_000, now: () => clock.now },
    changes,
  );
  web.addHook('onClose', async () => close());
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const n = nonce();
    renders.push({ url: req.url ?? '', nonce: n });
    if (gate.wait) await gate.wait;
    if (url.searchParams.has('fail')) {
      (globalThis as unknown as Record<symbol, PageRenderHook>)[Symbol.for(PAGE_RENDER_KEY)]?.spoil();
    }
    const status = Number(url.searchParams.get('status') ?? 200);
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${n}'`);
    if (!url.searchParams.has('private')) res.setHeader(GUEST_PAGE_HEADER, '1');
    if (url.searchParams.has('cookie')) res.setHeader('set-cookie', 'a=b');
    const language = req.headers.cookie?.match(/domus_lang=(\w+)/)?.[1] ?? 'en';
    const parts = [
      `<html lang="${language}"><script nonce="${n}">1</script>`,
      `<p>${'x'.repeat(2_000)}</p>`,
      `<script nonce="${n}">self.__next_f.push(["${n}"])</script></html>`,
    ];
    // As Next does for a browser that takes it.
    if (/gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(parts.join('')));
      return;
    }
    res.write(parts[0]);
    res.write(parts[1]);
    res.end(parts[2]);
  };
  web.addHook('onRequest', webHandOff(next, pages));
  const w = { web, renders, changes, clock, gate };
  worlds.push(w);
  return w;
}

const get = (w: World, url: string, headers: Record<string, string> = {}) =>
  w.web.inject({ method: 'GET', url, headers });

/** Holds every render until the returned function is called. */
function hold(w: World): () => void {
  let release: () => void = () => undefined;
  w.gate.wait = new Promise<void>((resolve) => {
    release = () => {
      w.gate.wait = null;
      resolve();
    };
  });
  return release;
}

function nonceIn(policy: string | string[] | number | undefined): string {
  return /'nonce-([^']+)'/.exec(String(policy))?.[1] ?? '';
}

describe('the guest page cache', () => {
  it('renders a guest page once, then sends each guest a copy with a nonce of its own', async () => {
    const w = await world();
    const first = await get(w, '/properties?city=Pune');
    const second = await get(w, '/properties?city=Pune');
    const third = await get(w, '/properties?city=Pune', { 'accept-encoding': 'gzip, br' });
    expect(w.renders).toHaveLength(1);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const sent = [first, second, third].map((r) => ({
      nonce: nonceIn(r.headers['content-security-policy']),
      html: r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.rawPayload).toString() : r.body,
    }));
    expect(third.headers['content-encoding']).toBe('gzip');
    expect(new Set(sent.map((s) => s.nonce)).size).toBe(3);
    for (const s of sent) {
      expect(s.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // The page's every use of the nonce is this response's, and nothing else changed.
      expect(s.html.split(s.nonce)).toHaveLength(4);
      expect(s.html.replaceAll(s.nonce, 'N')).toBe(sent[0]?.html.replaceAll(sent[0].nonce, 'N'));
    }
    // The proxy's mark is for this server only.
    for (const r of [first, second, third]) expect(r.headers[GUEST_PAGE_HEADER]).toBeUndefined();
    expect(second.headers['content-length']).toBe(String(second.rawPayload.length));
  });

  it('keeps exactly the bytes Next wrote over a real connection', async () => {
    const w = await world();
    await w.web.listen({ host: '127.0.0.1', port: 0 });
    const { port } = w.web.server.address() as AddressInfo;
    const fetchRaw = () =>
      new Promise<{ nonce: string; html: string }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path: '/about-us' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              nonce: nonceIn(res.headers['content-security-policy']),
              html: Buffer.concat(chunks).toString(),
            }),
          );
        }).on('error', reject);
      });
    const miss = await fetchRaw();
    const hit = await fetchRaw();
    expect(w.renders).toHaveLength(1);
    expect(hit.nonce).not.toBe(miss.nonce);
    expect(hit.html.replaceAll(hit.nonce, 'N')).toBe(miss.html.replaceAll(miss.nonce, 'N'));
    expect(hit.html.split(hit.nonce)).toHaveLength(4);
  });

  it('keeps a render Next compressed as plain HTML, and sends each later guest what they take', async () => {
    const w = await world();
    const miss = await get(w, '/agents', { 'accept-encoding': 'gzip' });
    expect(miss.headers['content-encoding']).toBe('gzip');
    const plain = await get(w, '/agents');
    const zipped = await get(w, '/agents', { 'accept-encoding': 'gzip, deflate, br' });
    expect(w.renders).toHaveLength(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const texts = [miss, zipped].map((r) => gunzipSync(r.rawPayload).toString());
    const nonces = [miss, zipped, plain].map((r) => nonceIn(r.headers['content-security-policy']));
    const same = (html: string, nonce: string) => html.replaceAll(nonce, 'N');
    expect(same(plain.body, nonces[2] ?? '')).toBe(same(texts[0] ?? '', nonces[0] ?? ''));
    expect(same(texts[1] ?? '', nonces[1] ?? '')).toBe(same(texts[0] ?? '', nonces[0] ?? ''));
  });

  it('keys pages by URL and the language and position cookies, not by other cookies', async () => {
    const w = await world();
    await get(w, '/');
    await get(w, '/', { cookie: 'analytics=1' });
    expect(w.renders).toHaveLength(1);
    const french = await get(w, '/', { cookie: 'domus_lang=fr' });
    await get(w, '/', { cookie: 'domus_lang=fr; other=2' });
    await get(w, '/', { cookie: 'domus_pos=19.07,72.87' });
    await get(w, '/?page=2');
    expect(w.renders.map((r) => r.url)).toEqual(['/', '/', '/', '/?page=2']);
    expect(french.body).toContain('lang="fr"');
  });

  it('never keeps or serves a page for a signed-in visitor, a router request or an unmarked page', async () => {
    const w = await world();
    await get(w, '/properties');
    const cases: [string, Record<string, string>][] = [
      ['/properties', { cookie: 'domus_session=abc' }],
      ['/properties', { authorization: 'Bearer abc' }],
      ['/properties', { rsc: '1' }],
      ['/properties', { 'next-router-prefetch': '1' }],
      ['/properties?_rsc=1x2', {}],
      ['/user/profile?private=1', {}],
    ];
    for (const [url, headers] of cases) {
      const before = w.renders.length;
      await get(w, url, headers);
      await get(w, url, headers);
      expect(w.renders.length - before, `${url} ${JSON.stringify(headers)}`).toBe(2);
    }
    // The private page's response never carries the mark either.
    expect((await get(w, '/user/profile?private=1')).headers[GUEST_PAGE_HEADER]).toBeUndefined();
  });

  it('does not keep an error, a page setting a cookie, or a render whose read failed', async () => {
    const w = await world();
    for (const url of ['/x?status=404', '/x?status=500', '/x?cookie=1', '/x?fail=1']) {
      const before = w.renders.length;
      await get(w, url);
      await get(w, url);
      expect(w.renders.length - before, url).toBe(2);
    }
  });

  it('does not keep a page larger than a quarter of its memory', async () => {
    const w = await world({ maxBytes: 8_000 });
    await get(w, '/');
    await get(w, '/');
    expect(w.renders).toHaveLength(2);
  });

  it('is emptied by any change on the feed, and keeps nothing rendered across one', async () => {
    const w = await world();
    await get(w, '/');
    await w.changes.publish({ properties: [7] });
    await get(w, '/');
    expect(w.renders).toHaveLength(2);
    await get(w, '/');
    expect(w.renders).toHaveLength(2);

    // A render that read its data before a change finished after it: sent, not kept.
    const release = hold(w);
    await w.changes.publish({ homepage: true });
    const pending = get(w, '/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(w.renders).toHaveLength(3);
    await w.changes.publish({ settings: true });
    release();
    expect((await pending).statusCode).toBe(200);
    await get(w, '/');
    expect(w.renders).toHaveLength(4);
  });

  it('renders a burst of identical misses once, each response with its own nonce', async () => {
    const w = await world();
    const release = hold(w);
    const burst = Array.from({ length: 8 }, () => get(w, '/projects'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const responses = await Promise.all(burst);
    expect(w.renders).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => nonceIn(r.headers['content-security-policy']))).size).toBe(8);
  });

  it('renders again once the time limit has passed', async () => {
    const w = await world();
    await get(w, '/faqs');
    // Kept at least four fifths of the limit (expiries are spread over its last fifth), never more.
    w.clock.now = 47_999;
    await get(w, '/faqs');
    expect(w.renders).toHaveLength(1);
    w.clock.now = 60_000;
    await get(w, '/faqs');
    expect(w.renders).toHaveLength(2);
  });
});
