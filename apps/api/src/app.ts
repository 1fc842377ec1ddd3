import { randomUUID, timingSafeEqual } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { ZodError } from 'zod';
import { createMailAdapter } from './adapters/mail/create-mail-adapter.js';
import type { MailAdapter } from './adapters/mail/mail.adapter.js';
import { createSmsAdapter } from './adapters/sms/create-sms-adapter.js';
import type { SmsAdapter } from './adapters/sms/sms.adapter.js';
import { LocalStorageAdapter } from './adapters/storage/local-storage.adapter.js';
import type { StorageAdapter } from './adapters/storage/storage.adapter.js';
import type { AppDeps } from './app-deps.js';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { AppError, errors } from './lib/app-error.js';
import type { CallDefinition } from './lib/call.js';
import { memoryWindowLimiter, redisWindowLimiter } from './lib/window-limiter.js';
import { startAccountHousekeeping } from './modules/accounts/account-housekeeping.js';
import { allCalls } from './modules/call-list.js';
import { registerDocs } from './modules/docs/docs.routes.js';
import { registerOidcRoutes } from './modules/oidc/oidc.routes.js';
import { startPromotionSweep } from './modules/properties/promotion-sweep.js';
import { sessionRepository } from './modules/sessions/session.repository.js';
import { hashToken } from './modules/sessions/session-token.js';
import { bearerToken, registerAuth } from './plugins/auth.plugin.js';
import { MAX_REQUEST_BYTES, readBody, readQuery, registerBodyParsing } from './plugins/body.plugin.js';
import { registerErrorHandling, sendError, zodFieldErrors } from './plugins/errors.plugin.js';
import { createServices, type Services } from './services.js';

export interface BuildOptions {
  config: AppConfig;
  /** Extra calls registered exactly like contract calls (tests exercise the pipeline with them). */
  extraCalls?: CallDefinition[];
  database: DatabaseHandle;
  storage?: StorageAdapter;
  /** Outgoing mail; default: SMTP when configured, else the outbox folder. */
  mail?: MailAdapter;
  /** Outgoing SMS; default: the HTTP provider when configured, else the outbox log. */
  sms?: SmsAdapter;
  now?: () => Date;
  /** Tests turn request logging off; production logs one structured line per request. */
  logger?: boolean;
  /** Background sweeps (promotion expiry…); the server turns them on, tests run them by hand. */
  background?: boolean;
}

export interface DomusApp {
  app: FastifyInstance;
  deps: AppDeps;
  services: Services;
  calls: CallDefinition[];
}

/** Wires adapters, plugins and modules. Never listens: server.ts and tests decide that. */
export async function buildApp(options: BuildOptions): Promise<DomusApp> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  // Limits live in-process by default; with REDIS_URL every instance shares them (DESIGN §2).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  // The outboxes log each message once the app's logger exists (it is built below).
  let logInfo: ((object: Record<string, unknown>, message: string) => void) | null = null;
  const outboxLog = {
    info: (object: Record<string, unknown>, message: string) => logInfo?.(object, message),
  };
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    storage: options.storage ?? new LocalStorageAdapter(config.uploadsDir, config.publicUrl),
    mail: options.mail ?? createMailAdapter(config, outboxLog),
    sms: options.sms ?? createSmsAdapter(config, outboxLog),
    limiter: redis ? redisWindowLimiter(redis, now) : memoryWindowLimiter(now),
    config,
    now,
  };
  const services = createServices(deps);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // One structured line per request is written by the onResponse hook below instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: MAX_REQUEST_BYTES,
    // X-Forwarded-For names the visitor only when it comes from a trusted hop: every hop with
    // TRUST_PROXY=true, else the listed proxies and this machine — the web's server-side renders,
    // which forward the visitor so rate limits and view counts are per visitor.
    trustProxy: config.trustProxy === true ? true : ['127.0.0.1', '::1', ...config.trustProxy],
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 200,
      // Queries are parsed per call (bracket notation, empty values dropped): skip the default work.
      querystringParser: () => ({}),
    },
  });

  logInfo = (object, message) => app.log.info(object, message);
  services.settings.useLog(app.log);
  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/_next/') || request.url.startsWith('/media/')) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false, // pages set their own; JSON needs none
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' }, // media is embedded by web and apps
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.webOrigins.includes(origin.replace(/\/$/, ''))),
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    methods: ['GET', 'POST', 'DELETE'],
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'domus-rl:' } : {}),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => errors.rateLimited(context.ttl / 1000),
    // The web server's own calls (server-side renders, link prefetches) are its work, not the
    // visitor's: they do not spend the visitor's budget. Abuse limits of writes still apply.
    allowList: (request) => isInternalCall(request, config.internalApiSecret),
  });
  await registerBodyParsing(app);
  registerAuth(app, sessionRepository(deps.db), deps.now);

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    index: false,
    serveDotFiles: false,
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { error: false, message: 'ok', data: { database: 'ok' } };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({
        error: true,
        message: 'unavailable',
        code: 'UPSTREAM_UNAVAILABLE',
        data: { database: 'down' },
      });
    }
  });

  const calls = [...allCalls(deps, services), ...(options.extraCalls ?? [])];
  const methodsByPath = new Map<string, Set<string>>();
  for (const call of calls) {
    const url = `/api/${call.name}`;
    const methods = methodsByPath.get(url) ?? new Set<string>();
    methods.add(call.method);
    methodsByPath.set(url, methods);
    app.route({
      method: call.method,
      url,
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000, keyGenerator: rateKey } },
      handler: (request, reply) => runCall(call, request, reply, config),
    });
  }
  await registerOidcRoutes(app, deps, services);
  await registerDocs(app, calls, config);

  app.setNotFoundHandler((request, reply) => {
    const path = (request.raw.url ?? '').split('?')[0]?.replace(/\/$/, '') ?? '';
    if (methodsByPath.has(path)) return sendError(request, reply, errors.methodNotAllowed());
    return sendError(request, reply, errors.notFound());
  });

  if (options.background) {
    const sweep = startPromotionSweep(deps, (error) =>
      app.log.error({ err: error }, 'promotion sweep failed'),
    );
    app.addHook('onClose', async () => sweep.stop());
    const housekeeping = startAccountHousekeeping(deps, (error) =>
      app.log.error({ err: error }, 'account housekeeping failed'),
    );
    app.addHook('onClose', async () => housekeeping.stop());
  }

  return { app, deps, services, calls };
}

export function isInternalCall(request: FastifyRequest, secret: string | null): boolean {
  const sent = request.headers['x-domus-internal'];
  if (!secret || typeof sent !== 'string' || sent.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(secret));
}

function rateKey(request: FastifyRequest): string {
  // Per credential where one is sent, else per IP. Only a hash of the token ever reaches the
  // limiter's store (Redis when scaled out), never the token itself.
  const token = bearerToken(request) ?? request.cookieToken;
  return token ? `t:${hashToken(token).slice(0, 32)}` : `ip:${request.ip}`;
}

async function runCall(
  call: CallDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
) {
  const credential =
    call.access === 'public' ? { state: 'none' as const } : await request.resolveCredential();
  let viewer = null;
  if (call.access === 'required') {
    if (credential.state === 'none') throw errors.notLoggedIn();
    if (credential.state === 'invalid') throw errors.tokenInvalid();
    if (credential.state === 'deactivated' && !call.allowDeactivated) throw errors.deactivated();
  } else if (call.access === 'optional' && credential.state === 'invalid') {
    throw errors.tokenInvalid();
  }
  if (credential.state === 'valid') viewer = credential.viewer;

  const cookieAuthenticated = bearerToken(request) === undefined && request.cookieToken !== null;
  if (call.method !== 'GET' && call.access !== 'public' && cookieAuthenticated)
    assertSameOrigin(request, config);

  const raw = call.method === 'GET' ? readQuery(request) : await readBody(request);
  const parsed = call.input.safeParse(raw);
  if (!parsed.success) throw errors.validation(zodFieldErrors(parsed.error as ZodError));

  const result = await call.handler({ input: parsed.data, viewer, request, reply });
  const personal = credential.state !== 'none';
  if (call.noStore || personal || !call.publicCache) {
    reply.header('cache-control', 'private, no-store');
    reply.header('vary', 'Authorization, Cookie');
  } else {
    reply.header('cache-control', 'public, max-age=60');
  }
  const body: Record<string, unknown> = { error: false, message: result.message, data: result.data };
  if (result.total !== undefined) body.total = result.total;
  if (result.extra) Object.assign(body, result.extra);
  return reply.status(result.status ?? 200).send(body);
}

/** CSRF (contract §1.3): a cookie-authenticated write must come from a configured web origin. */
function assertSameOrigin(request: FastifyRequest, config: AppConfig): void {
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
