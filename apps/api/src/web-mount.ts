import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { gzipSync } from 'node:zlib';
import {
  CHANGE_TAGS_SOURCE_KEY,
  type ChangeTagsSource,
  PAGE_RENDER_KEY,
  type PageRenderHook,
} from '@domus/shared/constants/web-data-cache.constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ChangeFeed, cacheTag, tagsOfChanges } from './lib/change-feed.js';
import {
  type GuestPage,
  GuestPageCache,
  guestPageKey,
  renderPage,
  watchPageResponse,
} from './lib/guest-page-cache.js';
import { bearerToken } from './plugins/auth.plugin.js';

/**
 * Serves the Next.js web app from the same process and port as the API: every request outside
 * /api and /media goes, untouched (no body parsing), to Next's request handler.
 */
export interface WebMountOptions {
  dir: string;
  dev: boolean;
  hostname: string;
  port: number;
  /** This process's change feed: the web's data cache drops what each change makes stale. */
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** Guests' whole pages kept between changes (see lib/guest-page-cache.ts); null = none. */
  pageCache: PageCacheOptions | null;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now: () => number;
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/media/');
}

type WebHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Hands every non-API request to the web handler, untouched but for the visitor's address. */
export function webHandOff(handle: WebHandler, pages: GuestPages | null = null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return;
    // The only X-Forwarded-For Next (and so its calls to the API) sees is the client address
    // Fastify worked out under the trusted-proxy rules: a visitor cannot forge it.
    request.raw.headers['x-forwarded-for'] = request.ip;
    const key = pages
      ? guestPageKey({
          method: request.method,
          url: request.url,
          headers: request.headers,
          cookies: request.cookies ?? {},
          hasCredential: request.cookieToken !== null || bearerToken(request) !== undefined,
        })
      : null;
    reply.hijack();
    if (!pages || !key) {
      watchPageResponse(reply.raw, { maxBytes: 0, shareable: () => false });
      await handle(request.raw, reply.raw);
      return;
    }
    // A burst of identical misses (the moment after a change) renders once; no await between the
    // miss and startFlight unless joining, so the next identical request finds this flight.
    let page = pages.cache.get(key) ?? null;
    const flight = page ? null : pages.cache.inFlight(key);
    if (flight) page = await flight;
    if (page) {
      sendPage(request.raw, reply.raw, page);
      return;
    }
    const epoch = pages.cache.currentEpoch();
    const land = pages.cache.startFlight(key);
    const render = { spoiled: false };
    watchPageResponse(
      reply.raw,
      { maxBytes: pages.cache.maxEntryBytes, shareable: () => !render.spoiled },
      (kept) => {
        if (kept) pages.cache.set(key, kept, kept.bytes, [cacheTag.any], epoch);
        land(kept);
      },
    );
    await pages.renders.run(render, () => handle(request.raw, reply.raw));
  };
}

/** A stored page with a fresh nonce, compressed when the browser takes gzip. */
function sendPage(request: IncomingMessage, res: ServerResponse, page: GuestPage): void {
  const { headers, body } = renderPage(page);
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  // Level 1: the page is compressed for every response (its nonce differs), and most of the
  // saving comes at the lowest level.
  const sent = gzip ? gzipSync(body, { level: 1 }) : body;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(sent.length);
  res.writeHead(200, headers);
  res.end(sent);
}

/** The page cache of one process and the renders in progress (whose reads the web reports). */
export interface GuestPages {
  cache: GuestPageCache;
  renders: AsyncLocalStorage<{ spoiled: boolean }>;
}

/**
 * The guest page cache, emptied by every change on this process's feed (every instance's, with
 * Redis), and the hook through which the web marks a render that must not be kept.
 */
export function guestPages(options: PageCacheOptions, changes: Pick<ChangeFeed, 'subscribe'>) {
  const cache = new GuestPageCache(options);
  const unsubscribe = changes.subscribe((change) => cache.invalidate(tagsOfChanges(change)));
  const renders = new AsyncLocalStorage<{ spoiled: boolean }>();
  const hook: PageRenderHook = {
    spoil() {
      const render = renders.getStore();
      if (render) render.spoiled = true;
    },
  };
  const slot = globalThis as unknown as Record<symbol, PageRenderHook | undefined>;
  const key = Symbol.for(PAGE_RENDER_KEY);
  slot[key] = hook;
  const close = () => {
    unsubscribe();
    if (slot[key] === hook) delete slot[key];
  };
  return { pages: { cache, renders } satisfies GuestPages, close };
}

/**
 * Offers the change feed's tags to the web's data cache handler (apps/web/src/lib/data-cache/),
 * which Next loads in this same process. Every worker process of a cluster hears of every change
 * (change-feed.ts) and so empties its own copy; no request needs to reach the right process.
 * Set before Next starts, so the handler finds it whenever it loads. Returns the withdrawal.
 */
export function offerChangeTags(changes: Pick<ChangeFeed, 'subscribe'>): () => void {
  const source: ChangeTagsSource = {
    subscribe: (listener) => changes.subscribe((change) => listener(tagsOfChanges(change))),
  };
  const slot = globalThis as unknown as Record<symbol, ChangeTagsSource | undefined>;
  const key = Symbol.for(CHANGE_TAGS_SOURCE_KEY);
  slot[key] = source;
  return () => {
    if (slot[key] === source) delete slot[key];
  };
}

export async function mountWeb(app: FastifyInstance, options: WebMountOptions): Promise<void> {
  const withdraw = offerChangeTags(options.changes);
  app.addHook('onClose', async () => withdraw());
  const { default: next } = await import('next');
  const web = next({
    dev: options.dev,
    dir: path.resolve(options.dir),
    hostname: options.hostname,
    port: options.port,
    quiet: !options.dev,
  });
  await web.prepare();
  const handle = web.getRequestHandler();
  const pageCache = options.pageCache ? guestPages(options.pageCache, options.changes) : null;
  if (pageCache) app.addHook('onClose', async () => pageCache.close());
  app.addHook('onRequest', webHandOff(handle, pageCache?.pages ?? null));
  if (options.dev) {
    // Hot reload needs WebSocket upgrades, which bypass Fastify's routing.
    const upgrade = web.getUpgradeHandler();
    (app.server as Server).on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!isApiPath(req.url ?? '')) void upgrade(req, socket, head);
    });
  }
}
