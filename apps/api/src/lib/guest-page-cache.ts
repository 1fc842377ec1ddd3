import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { GUEST_PAGE_COOKIES, GUEST_PAGE_HEADER } from '@domus/shared/constants/web-data-cache.constants';
import { TaggedCache } from './tagged-cache.js';

/**
 * Guests' pages, kept whole: a page every guest sees alike (the web's proxy marks those) is
 * rendered once and then sent from memory until a change, announced on the change feed, empties
 * the cache (pages show lists, counts and settings at once, so any change drops every page). A
 * page carries a Content-Security-Policy nonce that must differ in every response, so the stored
 * page is split at its nonce and each response gets a fresh one.
 */
export interface GuestPage {
  /** Header name and value; values split at the render's nonce (one part when it has none). */
  headers: [string, string[]][];
  /** The HTML split at the render's nonce. */
  body: Buffer[];
  bytes: number;
}

export class GuestPageCache extends TaggedCache<GuestPage> {}

// Requests Next answers with something other than the page's HTML (router payloads, prefetches,
// server actions): never from or into the cache.
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
];

/** Headers that belong to one response, not to the page (kept as plain HTML, see decoded). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
]);

/**
 * The page's HTML from the bytes Next sent its visitor: Next compresses for a browser that takes
 * it, and the stored copy must be plain to give each later response its own nonce. Null for an
 * encoding this server does not know (the page is then not kept).
 */
function decoded(bytes: Buffer, encoding: OutgoingHttpHeaders[string]): Buffer | null {
  try {
    switch (encoding === undefined ? 'identity' : String(encoding).trim().toLowerCase()) {
      case 'identity':
        return bytes;
      case 'gzip':
        return gunzipSync(bytes);
      case 'deflate':
        return inflateSync(bytes);
      case 'br':
        return brotliDecompressSync(bytes);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** The byte length of the nonces the web makes (16 random bytes, base64): 24 characters. */
const NONCE_BYTES = 16;

export interface GuestRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string | undefined>;
  /** A session cookie or Authorization header: the visitor is signed in (or says so). */
  hasCredential: boolean;
}

/**
 * The key of a guest's page request: the URL and the cookies a guest page depends on; null when
 * the request is not a guest's plain page load.
 */
export function guestPageKey(request: GuestRequest): string | null {
  if (request.method !== 'GET' || request.hasCredential) return null;
  if (request.url.startsWith('/_next/') || /[?&]_rsc=/.test(request.url)) return null;
  const headers = request.headers;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (headers.purpose === 'prefetch') return null;
  const language = request.cookies[GUEST_PAGE_COOKIES.language] ?? '';
  const position = request.cookies[GUEST_PAGE_COOKIES.position] ?? '';
  return `${request.url}\n${language}\n${position}`;
}

function nonceOf(policy: string | undefined): string | null {
  return policy ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null;
}

function splitBuffer(bytes: Buffer, nonce: string | null): Buffer[] {
  if (!nonce) return [bytes];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

function headerText(value: OutgoingHttpHeaders[string]): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The page as stored: headers and body split at the nonce the response's policy names. */
export function pageOf(headers: OutgoingHttpHeaders, body: Buffer): GuestPage {
  const nonce = nonceOf(headers['content-security-policy'] as string | undefined);
  const kept: [string, string[]][] = [];
  let bytes = body.length;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
    const text = headerText(value);
    kept.push([name, nonce ? text.split(nonce) : [text]]);
    bytes += name.length + text.length;
  }
  return { headers: kept, body: splitBuffer(body, nonce), bytes };
}

/** One response's copy of a stored page, with a nonce of its own. */
export function renderPage(page: GuestPage, nonce = randomBytes(NONCE_BYTES).toString('base64')) {
  const headers: Record<string, string> = {};
  for (const [name, parts] of page.headers) headers[name] = parts.join(nonce);
  const glue = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.body.forEach((part, i) => {
    if (i > 0) chunks.push(glue);
    chunks.push(part);
  });
  return { headers, body: Buffer.concat(chunks) };
}

export interface CaptureOptions {
  /** Pages over this many bytes are sent but not kept. */
  maxBytes: number;
  /** Asked once the response has ended: whether the render may be shared (no failed read). */
  shareable: () => boolean;
}

/**
 * Watches a response being written by the web app: strips the web's guest-page mark from its
 * headers (always: it is not for the browser) and, when `done` is given, hands it a copy of the
 * page once the response has ended — null when it is not a complete, marked 200 HTML page (an
 * error, a redirect, a cookie being set, a partial body).
 */
export function watchPageResponse(
  res: ServerResponse,
  options: CaptureOptions,
  done?: (page: GuestPage | null) => void,
): void {
  let headers: OutgoingHttpHeaders | null = null;
  let marked = false;
  const chunks: Buffer[] = [];
  let size = 0;
  const writeHead = res.writeHead;
  res.writeHead = function watchedWriteHead(this: ServerResponse, ...args: unknown[]) {
    marked = res.hasHeader(GUEST_PAGE_HEADER);
    res.removeHeader(GUEST_PAGE_HEADER);
    // Headers handed to writeHead itself (an object after the status and optional message).
    const given = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null && !Array.isArray(a)) as
      | OutgoingHttpHeaders
      | undefined;
    if (given) {
      for (const name of Object.keys(given)) {
        if (name.toLowerCase() === GUEST_PAGE_HEADER) {
          marked = true;
          delete given[name];
        }
      }
    }
    headers = { ...res.getHeaders(), ...lowerCased(given) };
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  if (!done) return;

  const keep = (chunk: unknown, encoding: unknown) => {
    if (size > options.maxBytes || chunk === undefined || chunk === null || typeof chunk === 'function')
      return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  // Some response implementations (light-my-request's) end by calling write with the last chunk:
  // that chunk is kept once, by end.
  let ending = false;
  const write = res.write;
  res.write = function watchedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!ending) keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  const end = res.end;
  res.end = function watchedEnd(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    ending = true;
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];

  let settled = false;
  const settle = (page: GuestPage | null) => {
    if (settled) return;
    settled = true;
    done(page);
  };
  res.once('finish', () => {
    const h = headers;
    const whole =
      h !== null &&
      marked &&
      res.statusCode === 200 &&
      size <= options.maxBytes &&
      String(h['content-type'] ?? '').startsWith('text/html') &&
      h['set-cookie'] === undefined &&
      options.shareable();
    const html = whole && h ? decoded(Buffer.concat(chunks), h['content-encoding']) : null;
    settle(html && h ? pageOf(h, html) : null);
  });
  res.once('close', () => settle(null));
}

function lowerCased(headers: OutgoingHttpHeaders | undefined): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}
