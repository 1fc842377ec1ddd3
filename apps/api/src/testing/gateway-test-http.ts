import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The HTTP plumbing the fake payment gateways share (paystack-test-server, flutterwave-test-server):
 * a JSON server on 127.0.0.1 and a free port that records every request it gets and can be told
 * to misbehave once (answer with a given status, stall past the caller's deadline, drop the socket).
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; null for an empty or non-JSON body. */
  body: any;
}

/** A webhook as a gateway would deliver it: the raw body and the headers that vouch for it. */
export interface SignedWebhook {
  raw: Buffer;
  headers: Record<string, string>;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** A one-off behaviour for the next request, instead of the gateway's normal answer. */
export type Misbehaviour = JsonAnswer | { stall: true } | { drop: true };

export interface JsonTestServer {
  url: string;
  requests: RecordedRequest[];
  /** Queue a misbehaviour for the next request (first queued, first used). */
  misbehave(next: Misbehaviour): void;
  close(): Promise<void>;
}

export async function startJsonTestServer(
  handle: (request: RecordedRequest, url: string) => JsonAnswer,
): Promise<JsonTestServer> {
  const requests: RecordedRequest[] = [];
  const queue: Misbehaviour[] = [];
  let url = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = new URL(req.url ?? '/', url);
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: target.pathname,
        query: target.searchParams,
        headers: req.headers,
        body: parseJson(text),
      };
      requests.push(request);
      const next = queue.shift();
      if (next && 'stall' in next) return; // never answer: the caller's timeout must fire
      if (next && 'drop' in next) {
        req.socket.destroy();
        return;
      }
      const answer = next ?? handle(request, url);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    misbehave: (next) => queue.push(next),
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled requests keep their sockets open; close them so close() does not wait forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens (a port just released), for "gateway unreachable" cases. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The Bearer token of a recorded request, or null. */
export function bearerOf(request: RecordedRequest): string | null {
  const value = request.headers.authorization;
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : null;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
