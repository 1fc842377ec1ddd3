import { timingSafeEqual } from 'node:crypto';
import type { AdminPermission } from '@domus/shared/constants/admin-permissions.constants';
import {
  DATA_CACHE_TAGS_HEADER,
  DATA_CACHE_TTL_HEADER,
} from '@domus/shared/constants/web-data-cache.constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import type { AppConfig } from '../config.js';
import { AppError, errors } from '../lib/app-error.js';
import type { CallDefinition, Envelope } from '../lib/call.js';
import { requestLanguage } from '../lib/caller-language.js';
import { hashToken } from '../lib/opaque-token.js';
import {
  cacheKey,
  DEFAULT_TAGS,
  etagOf,
  matchesIfNoneMatch,
  type ResponseCache,
  type StoredBytes,
} from '../lib/response-cache.js';
import { viewerMay } from '../lib/viewer-may.js';
import { clearSessionCookie, setSessionCookie } from '../modules/sessions/session-cookie.js';
import { bearerToken, type Viewer } from './auth.plugin.js';
import { readBody, readQuery } from './body.plugin.js';
import { sendError, zodFieldErrors } from './errors.plugin.js';

/**
 * The one call pipeline: every contract call and every operator call goes through `runCall`,
 * which applies the access level (and an admin call's permission), the CSRF origin check, input
 * validation and the caching headers in the same order for all of them.
 */
export function registerCallPipeline(
  app: FastifyInstance,
  calls: CallDefinition[],
  config: AppConfig,
  cache: ResponseCache | null = null,
): void {
  const methodsByPath = new Map<string, Set<string>>();
  const parameterised: RegExp[] = [];
  for (const call of calls) {
    assertWellDeclared(call);
    const url = `/api/${call.name}`;
    const methods = methodsByPath.get(url) ?? new Set<string>();
    methods.add(call.method);
    methodsByPath.set(url, methods);
    if (pathParameters(call.name).length > 0) parameterised.push(pathPattern(url));
    app.route({
      method: call.method,
      url,
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000, keyGenerator: rateKey } },
      handler: (request, reply) => runCall(call, request, reply, config, cache),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = (request.raw.url ?? '').split('?')[0]?.replace(/\/$/, '') ?? '';
    if (methodsByPath.has(path) || parameterised.some((pattern) => pattern.test(path))) {
      return sendError(request, reply, errors.methodNotAllowed());
    }
    return sendError(request, reply, errors.notFound());
  });
}

/**
 * The named segments of a call's path (`admin/properties/:id/approve` → `id`). Fastify matches
 * them; the pipeline merges their values into the input before validation, so the call's one
 * schema checks them like any other parameter.
 */
export function pathParameters(name: string): string[] {
  return [...name.matchAll(/(?:^|\/):(\w+)/g)].map((m) => m[1] as string);
}

function pathPattern(url: string): RegExp {
  return new RegExp(`^${url.replace(/:\w+/g, '[^/]+')}$`);
}

/** The permissions of which an admin call needs any one. */
export function permissionsOfCall(call: CallDefinition): readonly AdminPermission[] {
  const declared = call.permission;
  if (!declared) return [];
  return typeof declared === 'string' ? [declared] : declared;
}

/** A mis-declared call is a programming error: refuse to start rather than serve it unguarded. */
function assertWellDeclared(call: CallDefinition): void {
  if (call.access === 'admin') {
    if (!call.permission || call.permission.length === 0) {
      throw new Error(`Admin call ${call.name} declares no permission`);
    }
    if (!call.name.startsWith('admin/')) throw new Error(`Admin call ${call.name} must live under admin/`);
  } else if (call.permission) {
    throw new Error(`Call ${call.name} declares a permission but is not an admin call`);
  }
}

/** Whether the request carries the web server's shared secret (its renders are not rate limited). */
export function isInternalCall(request: FastifyRequest, secret: string | null): boolean {
  const sent = request.headers['x-domus-internal'];
  if (!secret || typeof sent !== 'string' || sent.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(secret));
}

export function rateKey(request: FastifyRequest): string {
  // Per credential where one is sent, else per IP. Only a hash of the token ever reaches the
  // limiter's store (Redis when scaled out), never the token itself.
  const token = bearerToken(request) ?? request.cookieToken;
  return token ? `t:${hashToken(token).slice(0, 32)}` : `ip:${request.ip}`;
}

async function viewerFor(call: CallDefinition, request: FastifyRequest): Promise<Viewer | null> {
  if (call.access === 'public') return null;
  const credential = await request.resolveCredential();
  if (call.access === 'optional') {
    if (credential.state === 'invalid') throw errors.tokenInvalid();
    return credential.state === 'valid' ? credential.viewer : null;
  }
  if (credential.state === 'none') throw errors.notLoggedIn();
  if (credential.state === 'invalid') throw errors.tokenInvalid();
  if (credential.state === 'deactivated') {
    if (!call.allowDeactivated) throw errors.deactivated();
    return null;
  }
  const viewer = credential.viewer;
  if (call.access === 'admin' && !permissionsOfCall(call).some((p) => viewerMay(viewer, p))) {
    throw errors.forbidden();
  }
  return viewer;
}

/**
 * The input with the path's values, which win over a query or body key of the same name: the
 * path names the record, and a body cannot point the call at another one.
 */
function withPathValues(call: CallDefinition, request: FastifyRequest, raw: unknown): unknown {
  const names = pathParameters(call.name);
  if (names.length === 0) return raw;
  const values = (request.params ?? {}) as Record<string, string | undefined>;
  const merged: Record<string, unknown> = { ...((raw ?? {}) as Record<string, unknown>) };
  for (const name of names) merged[name] = values[name] === '' ? undefined : values[name];
  return merged;
}

/** No session cookie and no Bearer token (an app's placeholder for "none" is a guest too). */
function sendsNoCredential(request: FastifyRequest): boolean {
  return bearerToken(request) === undefined && request.cookieToken === null;
}

export async function runCall(
  call: CallDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  cache: ResponseCache | null = null,
) {
  const viewer = await viewerFor(call, request);

  const cookieAuthenticated = bearerToken(request) === undefined && request.cookieToken !== null;
  if (call.method !== 'GET' && call.access !== 'public' && cookieAuthenticated)
    assertSameOrigin(request, config);

  const raw =
    call.method === 'GET'
      ? readQuery(request)
      : call.readsQuery
        ? { ...readQuery(request), ...(await readBody(request)) }
        : await readBody(request);
  const withPath = withPathValues(call, request, raw);
  const parsed = call.deferValidation
    ? ({ success: true, data: withPath } as const)
    : call.input.safeParse(withPath);
  if (!parsed.success) throw errors.validation(zodFieldErrors(parsed.error as ZodError));
  if (call.setsCookie?.(parsed.data)) assertSameOrigin(request, config);

  // Only what a guest sees is shared: a credential (favourites, premium access, per-user keys)
  // neither reads nor fills the response cache.
  const shared =
    call.method === 'GET' && call.publicCache === true && !call.noStore && sendsNoCredential(request);
  const key =
    shared && cache
      ? cacheKey(call.name, parsed.data, call.varyByLanguage ? requestLanguage(request) : undefined)
      : null;
  if (key && cache) {
    // A burst of identical misses (a cold start, the moment after a write) runs the handler once.
    // No await between the miss and startFlight below unless joining: the next identical
    // request must find this one's flight.
    let hit: StoredBytes | null | undefined = cache.get(key);
    const flight = hit ? null : cache.inFlight(key);
    if (flight) hit = await flight;
    if (hit) {
      await call.onCacheHit?.({ input: parsed.data, request });
      return sendShared(call, request, reply, hit, webDataCacheTtl(request, config, cache));
    }
  }
  const epoch = cache?.currentEpoch() ?? 0;
  const land = key && cache ? cache.startFlight(key) : null;
  let landed: StoredBytes | null = null;
  try {
    const sharing = shared ? { webTtl: webDataCacheTtl(request, config, cache) } : null;
    return await answerCall(call, request, reply, config, viewer, parsed.data, sharing, (answer) => {
      if (!key || !cache) return;
      landed = answer;
      cache.put(key, answer.bytes, answer.etag, answer.tags, epoch);
    });
  } finally {
    land?.(landed);
  }
}

/**
 * How long the web server in this process may keep a guest's shareable answer to its own call
 * (seconds), or null when it is not to keep it. Only with the response cache on: that switch turns
 * off every shared copy, and its time limit is the one backstop of both caches.
 */
function webDataCacheTtl(
  request: FastifyRequest,
  config: AppConfig,
  cache: ResponseCache | null,
): number | null {
  if (!cache || !isInternalCall(request, config.internalApiSecret)) return null;
  return Math.max(1, Math.floor(config.responseCacheTtlMs / 1000));
}

/** Runs the handler and sends its answer; `keep` receives a guest's shareable answer. */
async function answerCall(
  call: CallDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  viewer: Viewer | null,
  input: unknown,
  sharing: { webTtl: number | null } | null,
  keep: (answer: StoredBytes) => void,
) {
  const result = await call.handler({ input, viewer, request, reply });
  if (typeof result.sessionCookie === 'string') {
    // Only a call that declared it (and so passed the origin check above) may sign a browser in.
    if (!call.setsCookie?.(input)) throw new Error(`${call.name} set a session cookie undeclared`);
    setSessionCookie(reply, config, result.sessionCookie);
  } else if (result.sessionCookie === null) clearSessionCookie(reply, config);
  const body = envelopeBody(result);
  const status = result.status ?? 200;

  if (sharing && status === 200 && result.sessionCookie === undefined) {
    const bytes = Buffer.from(JSON.stringify(body));
    const answer = { bytes, etag: etagOf(bytes), tags: call.cacheTags?.(result, input) ?? DEFAULT_TAGS };
    keep(answer);
    return sendShared(call, request, reply, answer, sharing.webTtl);
  }

  // resolveCredential is memoised per request: this reads the state the access check saw.
  const personal = call.access !== 'public' && (await request.resolveCredential()).state !== 'none';
  if (call.noStore || personal || !call.publicCache) {
    reply.header('cache-control', 'private, no-store');
    reply.header('vary', varyOf(call));
  } else {
    if (call.varyByLanguage) reply.header('vary', 'Accept-Language');
    reply.header('cache-control', `public, max-age=${call.maxAgeSeconds ?? 60}`);
  }
  return reply.status(status).send(body);
}

function varyOf(call: CallDefinition): string {
  return call.varyByLanguage ? 'Authorization, Cookie, Accept-Language' : 'Authorization, Cookie';
}

function envelopeBody(result: Envelope): Record<string, unknown> {
  const body: Record<string, unknown> = { error: false, message: result.message, data: result.data };
  if (result.total !== undefined) body.total = result.total;
  if (result.extra) Object.assign(body, result.extra);
  return body;
}

/**
 * A guest's answer, fresh or cached, with the same headers either way. Browsers and CDNs keep it
 * briefly and then revalidate with If-None-Match, which costs a 304 and no body.
 */
function sendShared(
  call: CallDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredBytes,
  webTtl: number | null,
) {
  reply.header('cache-control', `public, max-age=${call.maxAgeSeconds ?? 60}`);
  if (webTtl !== null) {
    // The web server's data cache keeps the answer under the same tags, so the same change drops
    // both copies (apps/api/src/web-mount.ts). Only its own calls learn them. Each tag is
    // percent-encoded: a city's name may hold a comma or letters a header cannot carry.
    reply.header(DATA_CACHE_TAGS_HEADER, answer.tags.map(encodeURIComponent).join(','));
    reply.header(DATA_CACHE_TTL_HEADER, String(webTtl));
  }
  // A shared cache must not hand a guest's answer to a signed-in visitor (nor to another language).
  reply.header('vary', varyOf(call));
  reply.header('etag', answer.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.status(200).send(answer.bytes);
}

/**
 * CSRF: a write that a browser would make with its cookie (or that would set one) must come
 * from a configured web origin, named by Origin or, failing that, Referer.
 */
export function assertSameOrigin(request: FastifyRequest, config: AppConfig): void {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin || !config.webOrigins.includes(origin.replace(/\/$/, ''))) {
    throw new AppError(403, 'CSRF_FAILED', 'Request refused');
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
