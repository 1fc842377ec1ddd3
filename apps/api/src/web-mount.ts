import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the Next.js web app from the same process and port as the API: every request outside
 * /api and /media goes, untouched (no body parsing), to Next's request handler.
 */
export interface WebMountOptions {
  dir: string;
  dev: boolean;
  hostname: string;
  port: number;
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

export async function mountWeb(app: FastifyInstance, options: WebMountOptions): Promise<void> {
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
