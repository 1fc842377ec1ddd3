import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import {
  CHANGE_TAGS_SOURCE_KEY,
  type ChangeTagsSource,
} from '@domus/shared/constants/web-data-cache.constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ChangeFeed, tagsOfChanges } from './lib/change-feed.js';

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
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/media/');
}

type WebHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Hands every non-API request to the web handler, untouched but for the visitor's address. */
export function webHandOff(handle: WebHandler) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return;
    // The only X-Forwarded-For Next (and so its calls to the API) sees is the client address
    // Fastify worked out under the trusted-proxy rules: a visitor cannot forge it.
    request.raw.headers['x-forwarded-for'] = request.ip;
    reply.hijack();
    await handle(request.raw, reply.raw);
  };
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
  app.addHook('onRequest', webHandOff(handle));
  if (options.dev) {
    // Hot reload needs WebSocket upgrades, which bypass Fastify's routing.
    const upgrade = web.getUpgradeHandler();
    (app.server as Server).on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!isApiPath(req.url ?? '')) void upgrade(req, socket, head);
    });
  }
}
