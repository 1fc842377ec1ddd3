import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { Redis } from 'ioredis';
import { createMailAdapter } from './adapters/mail/create-mail-adapter.js';
import type { MailAdapter } from './adapters/mail/mail.adapter.js';
import { createPaymentGateways, type PaymentGateways } from './adapters/payments/create-payment-gateways.js';
import { createPushAdapter } from './adapters/push/create-push-adapter.js';
import type { PushAdapter } from './adapters/push/push.adapter.js';
import { createSmsAdapter } from './adapters/sms/create-sms-adapter.js';
import type { SmsAdapter } from './adapters/sms/sms.adapter.js';
import { createStorageAdapter } from './adapters/storage/create-storage-adapter.js';
import type { StorageAdapter } from './adapters/storage/storage.adapter.js';
import type { AppDeps } from './app-deps.js';
import { clusterChannel } from './cluster-channel.js';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, pingDatabase } from './db/database.js';
import { errors } from './lib/app-error.js';
import type { CallDefinition } from './lib/call.js';
import { type Changes, createChangeFeed, tagsOfChanges } from './lib/change-feed.js';
import { CountCache, uncounted } from './lib/count-cache.js';
import { createLocalRealtimeHub, type RealtimeMessage } from './lib/realtime/realtime-hub.js';
import { createRedisRealtimeHub } from './lib/realtime/redis-realtime-hub.js';
import { ResponseCache } from './lib/response-cache.js';
import { startSweeps } from './lib/sweeps.js';
import { isPrivateMediaPath } from './lib/upload-keys.js';
import { memoryWindowLimiter, redisWindowLimiter } from './lib/window-limiter.js';
import { startAccountHousekeeping } from './modules/accounts/account-housekeeping.js';
import { allCalls } from './modules/call-list.js';
import { registerDocs } from './modules/docs/docs.routes.js';
import { registerOidcRoutes } from './modules/oidc/oidc.routes.js';
import { registerPaymentRoutes } from './modules/payments/payment-webhook.routes.js';
import { startPromotionSweep } from './modules/properties/promotion-sweep.js';
import { REALTIME_MAX_PAYLOAD, registerRealtimeRoutes } from './modules/realtime/realtime.routes.js';
import { sessionRepository } from './modules/sessions/session.repository.js';
import { registerVerificationFileRoutes } from './modules/verification/verification-file.routes.js';
import { credentialOfToken, registerAuth } from './plugins/auth.plugin.js';
import { MAX_REQUEST_BYTES, registerBodyParsing } from './plugins/body.plugin.js';
import { isInternalCall, registerCallPipeline } from './plugins/call-pipeline.plugin.js';
import { registerErrorHandling } from './plugins/errors.plugin.js';
import { registerRequestLog } from './plugins/request-log.plugin.js';
import { registerSecurityHeaders } from './plugins/security-headers.plugin.js';
import { createServices, type Services } from './services.js';
import { isApiPath } from './web-mount.js';

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
  /** Payment gateways; default: from config.payments (the sandbox where none is configured). */
  payments?: PaymentGateways;
  /** Web Push; default: VAPID keys from config.push, else generated into the data folder. */
  push?: PushAdapter;
  now?: () => Date;
  /** Tests turn request logging off; production logs one structured line per request. */
  logger?: boolean;
  /** Where log lines go (default stdout): tests read them back. */
  logStream?: NodeJS.WritableStream;
  /** Background sweeps (promotion expiry…); the server turns them on, tests run them by hand. */
  background?: boolean;
  /** The realtime socket's timings (contract: 10 s to authenticate, a ping every 30 s) and the
   *  Redis channel of the shared hub; tests shorten the timings and use a channel of their own. */
  realtime?: { authTimeoutMs?: number; pingIntervalMs?: number; channel?: string };
}

export interface DomusApp {
  app: FastifyInstance;
  deps: AppDeps;
  services: Services;
  calls: CallDefinition[];
  /** Null when RESPONSE_CACHE=off. */
  responseCache: ResponseCache | null;
}

/** Distinct filters whose totals are kept: a few hundred bytes each. */
const COUNT_CACHE_ENTRIES = 20_000;

/** Wires adapters, plugins and modules. Never listens: server.ts and tests decide that. */
export async function buildApp(options: BuildOptions): Promise<DomusApp> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  // Limits live in-process by default; with REDIS_URL every instance shares them.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  // The outboxes log each message once the app's logger exists (it is built below).
  let logInfo: ((object: Record<string, unknown>, message: string) => void) | null = null;
  const outboxLog = {
    info: (object: Record<string, unknown>, message: string) => logInfo?.(object, message),
  };
  let appLog: FastifyInstance['log'] | null = null;
  const changes = createChangeFeed(redis, () => appLog, redis ? null : clusterChannel<Changes>('changes'));
  const countCache = config.countCache
    ? new CountCache({
        maxEntries: COUNT_CACHE_ENTRIES,
        ttlMs: config.responseCacheTtlMs,
        now: () => now().getTime(),
      })
    : null;
  if (countCache) changes.subscribe(() => countCache.clear());
  const storage = options.storage ?? createStorageAdapter(config);
  // With REDIS_URL a frame published on any instance reaches the sockets held by every instance;
  // without it, by every worker process of this one.
  const realtime = redis
    ? await createRedisRealtimeHub(redis, { channel: options.realtime?.channel, log: () => appLog })
    : createLocalRealtimeHub(clusterChannel<RealtimeMessage>('realtime'));
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    storage,
    mail: options.mail ?? createMailAdapter(config, outboxLog),
    sms: options.sms ?? createSmsAdapter(config, outboxLog),
    payments: options.payments ?? createPaymentGateways(config.payments, config.publicUrl, now),
    push: options.push ?? createPushAdapter(config),
    limiter: redis ? redisWindowLimiter(redis, now) : memoryWindowLimiter(now),
    changes,
    realtime,
    counter: countCache?.count ?? uncounted,
    config,
    now,
    log: { warn: (object, message) => appLog?.warn(object, message) },
  };
  const services = createServices(deps);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
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
  appLog = app.log;
  services.settings.useLog(app.log);
  services.notifications.useLog(app.log);
  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLog(app);

  await registerSecurityHeaders(app, config);
  await app.register(cors, {
    // A list, not a yes/no callback: a preflight from another origin is then answered 204 without
    // Access-Control-Allow-Origin (the browser's refusal) instead of falling through to a 405.
    origin: config.webOrigins,
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  });
  // Before the Redis connection below closes: the subscriber is a second connection of its own.
  app.addHook('onClose', async () => changes.close());
  // Pushes already queued finish (each within its time limit) before the database closes.
  app.addHook('onClose', async () => services.push.settled());
  app.addHook('onClose', async () => realtime.close());
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
  await app.register(cookie);
  const sessions = sessionRepository(deps.db);
  registerAuth(app, sessions, deps.now);
  // Only API paths' upgrades go through Fastify's router (to /api/realtime): the others belong to
  // the web's dev server when it runs (its hot reload, web-mount.ts), and nobody's otherwise.
  const apiUpgrades = new EventEmitter();
  app.server.on('upgrade', (request, socket, head) => {
    if (isApiPath(request.url ?? '')) apiUpgrades.emit('upgrade', request, socket, head);
    else if (app.server.listenerCount('upgrade') === 1) socket.destroy();
  });
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_PAYLOAD, server: apiUpgrades as unknown as Server },
  });
  await registerRealtimeRoutes(app, {
    hub: realtime,
    // The socket only looks at its session: holding it open is not using it (realtime.routes.ts).
    checkToken: (token, via) => credentialOfToken(token, via, sessions, deps.now, { touch: false }),
    now: deps.now,
    webOrigins: config.webOrigins,
    authTimeoutMs: options.realtime?.authTimeoutMs ?? 10_000,
    pingIntervalMs: options.realtime?.pingIntervalMs ?? 30_000,
  });

  // An adapter built here is this app's to release; one given by the caller stays the caller's.
  if (!options.storage) app.addHook('onClose', async () => storage.close?.());
  // With STORAGE_DRIVER=s3 media URLs point at the bucket or its CDN: nothing is served from disk.
  if (config.storage.driver === 'local') {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: 365 * 24 * 3600 * 1000,
      immutable: true,
      index: false,
      serveDotFiles: false,
      // Private files (verification papers) are read through their access-checked route only.
      allowedPath: (pathName) => !isPrivateMediaPath(pathName),
    });
  }

  app.get('/api/health', async (_request, reply) => {
    try {
      await pingDatabase(deps.db);
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
  const responseCache = config.responseCache
    ? new ResponseCache({
        maxBytes: config.responseCacheMaxBytes,
        ttlMs: config.responseCacheTtlMs,
        now: () => now().getTime(),
      })
    : null;
  if (responseCache) changes.subscribe((change) => responseCache.invalidate(tagsOfChanges(change)));
  await changes.start();
  registerCallPipeline(app, calls, config, responseCache);
  await registerOidcRoutes(app, deps, services);
  await registerPaymentRoutes(app, services);
  registerVerificationFileRoutes(app, services);
  await registerDocs(app, calls, config);

  if (options.background) {
    const sweep = startPromotionSweep(deps, (error) =>
      app.log.error({ err: error }, 'promotion sweep failed'),
    );
    app.addHook('onClose', async () => sweep.stop());
    const sweeps = startSweeps(
      [
        { name: 'stale payments', everyMs: 60 * 60_000, run: () => services.paymentWebhooks.sweepStale() },
        {
          name: 'ended advertisements',
          everyMs: 15 * 60_000,
          run: () => services.advertisements.expireEnded(),
        },
        {
          name: 'subscription expiry notices',
          everyMs: 60 * 60_000,
          run: () => services.subscriptions.noticeEnding(),
        },
      ],
      (name, error) => app.log.error({ err: error, sweep: name }, 'sweep failed'),
    );
    app.addHook('onClose', async () => sweeps.stop());
    const housekeeping = startAccountHousekeeping(deps, (error) =>
      app.log.error({ err: error }, 'account housekeeping failed'),
    );
    app.addHook('onClose', async () => housekeeping.stop());
  }

  return { app, deps, services, calls, responseCache };
}
