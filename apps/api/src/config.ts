import { availableParallelism } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { z } from 'zod';
import { type PaymentConfig, paymentConfig, paymentProblems } from './payment-config.js';
import { type PushConfig, pushConfig, pushProblems } from './push-config.js';

/**
 * The only reader of process.env. Every variable is listed in .env.example with an offline-safe
 * default; an invalid value stops start-up with every problem listed at once.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.string().url().optional(),
  WEB_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // true, false, or a comma-separated list of proxy addresses/CIDRs whose X-Forwarded-For is trusted.
  TRUST_PROXY: z.string().default('false'),
  SEED_DEMO: bool.default(true),
  SERVE_WEB: bool.default(true),
  REDIS_URL: z.string().optional(),
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  RESPONSE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(64),
  RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  COUNT_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(64),
  INTERNAL_API_SECRET: z.string().min(32).optional(),
  ALERT_LINK_SECRET: z.string().min(32).optional(),
  SAVED_SEARCH_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  SMS_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_FROM: z.string().optional(),
  OIDC_PROVIDERS: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  DOMUS_WEB_DIR: z.string().optional(),
  DOMUS_WEB_DEV: bool.default(false),
  NEXT_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** Server processes sharing the port (node:cluster); 1 = a single process, no cluster. */
  workers: number;
  dataDir: string;
  databaseUrl: string;
  databasePoolSize: number;
  /** Where browsers reach the product; media URLs and links are built from it. */
  publicUrl: string;
  /** Origins allowed by CORS and the CSRF check. */
  webOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  rateLimitPerMinute: number;
  /** Hops whose X-Forwarded-For is trusted: all (true) or these addresses; loopback always. */
  trustProxy: true | string[];
  seedDemo: boolean;
  serveWeb: boolean;
  redisUrl: string | null;
  /** Serialised answers of anonymous public reads kept in memory, dropped by tagged changes. */
  responseCache: boolean;
  responseCacheMaxBytes: number;
  /** Longest an answer is kept, should a write ever forget to announce its change. */
  responseCacheTtlMs: number;
  /** Totals of list reads kept between writes (the same time limit as answers). */
  countCache: boolean;
  /** Guests' whole pages kept between changes (same time limit as answers); 0 bytes = off. */
  pageCacheMaxBytes: number;
  /** Marks the web server's own calls (server-side renders); null = none accepted. */
  internalApiSecret: string | null;
  /** Signs the links of alert mails (unsubscribe); null = a key generated in the data folder. */
  alertLinkSecret: string | null;
  /** How often each instance runs the saved-search alert sweep. */
  savedSearchSweepMs: number;
  uploadsDir: string;
  outboxDir: string;
  /** SMTP server for outgoing mail; null writes .eml files to outboxDir. */
  smtpUrl: string | null;
  mailFrom: string;
  /** HTTP SMS provider (JSON POST); null appends codes to <outbox>/sms.log. */
  sms: { url: string; apiKey: string | null; from: string | null } | null;
  /** OpenID Connect providers for social sign-in; empty = social sign-in off. */
  oidcProviders: OidcProviderConfig[];
  /** Where uploaded media lives: local disk under uploadsDir (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The Next.js app served on the same port, its build directory, and dev mode (npm run dev). */
  webDir: string;
  webDistDir: string;
  webDev: boolean;
  /** Payment gateways: live ones by their credentials, the built-in sandbox for the rest. */
  payments: PaymentConfig;
  /** Web Push: VAPID keys (else generated into the data folder), which endpoints are allowed. */
  push: PushConfig;
}

export interface OidcProviderConfig {
  /** URL segment and `provider` param: `google`, `apple`, `corp`… */
  id: string;
  name: string;
  /** logintype it signs in as: 0 social, 2 Apple. */
  type: 0 | 2;
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  scope: string;
}

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3StorageConfig);

export interface S3StorageConfig {
  /** Null = AWS itself; any S3-compatible service (MinIO, R2, s3rver…) otherwise. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Both null = the SDK's default credential chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Base of the URLs browsers load media from: a CDN or the bucket's own address. */
  publicUrl: string;
  forcePathStyle: boolean;
}

const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  name: z.string().min(1).max(60),
  type: z.union([z.literal(0), z.literal(2)]).default(0),
  issuer: z.string().url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1).optional(),
  scope: z.string().default('openid email profile'),
});

function parseOidcProviders(text: string | undefined): OidcProviderConfig[] {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('Invalid configuration:\n  OIDC_PROVIDERS: must be a JSON array');
  }
  const parsed = z.array(oidcProviderSchema).safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  OIDC_PROVIDERS.${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    issuer: p.issuer,
    clientId: p.client_id,
    clientSecret: p.client_secret ?? null,
    scope: p.scope,
  }));
}

export class ConfigError extends Error {}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  // The S3 keys depend on each other: checked beside the schema so every problem is listed at once.
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...storageProblems(cleaned).map((p) => `  ${p}`),
    ...paymentProblems(cleaned).map((p) => `  ${p}`),
    ...pushProblems(cleaned).map((p) => `  ${p}`),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const base: AppConfig = {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    // Hot reload in several processes would rebuild the same pages N times: development runs one.
    workers: env.DOMUS_WEB_DEV ? 1 : (env.WEB_CONCURRENCY ?? availableParallelism()),
    dataDir,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'domus.sqlite'),
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl,
    webOrigins: (env.WEB_ORIGINS ?? publicUrl)
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: env.SEED_DEMO,
    serveWeb: env.SERVE_WEB,
    redisUrl: env.REDIS_URL ?? null,
    responseCache: env.RESPONSE_CACHE === 'on',
    responseCacheMaxBytes: Math.round(env.RESPONSE_CACHE_MAX_MB * 1024 * 1024),
    responseCacheTtlMs: env.RESPONSE_CACHE_TTL_SECONDS * 1000,
    countCache: env.COUNT_CACHE === 'on',
    pageCacheMaxBytes: env.PAGE_CACHE === 'on' ? Math.round(env.PAGE_CACHE_MAX_MB * 1024 * 1024) : 0,
    internalApiSecret: env.INTERNAL_API_SECRET ?? null,
    alertLinkSecret: env.ALERT_LINK_SECRET ?? null,
    savedSearchSweepMs: env.SAVED_SEARCH_SWEEP_SECONDS * 1000,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? `Domus <no-reply@${new URL(publicUrl).hostname}>`,
    sms: env.SMS_URL
      ? { url: env.SMS_URL, apiKey: env.SMS_API_KEY ?? null, from: env.SMS_FROM ?? null }
      : null,
    oidcProviders: parseOidcProviders(env.OIDC_PROVIDERS),
    storage: storageConfig(env),
    webDir: path.resolve(env.DOMUS_WEB_DIR ?? 'apps/web'),
    webDistDir: env.NEXT_DIST_DIR ?? '.next',
    webDev: env.DOMUS_WEB_DEV,
    payments: paymentConfig(cleaned),
    push: pushConfig(cleaned, env.NODE_ENV, publicUrl),
  };
  return { ...base, ...overrides };
}

/** Missing or half-given S3 keys; names only, never values (they include a secret). */
function storageProblems(source: Record<string, string | undefined>): string[] {
  if (source.STORAGE_DRIVER !== 's3') return [];
  const problems = ['S3_BUCKET', 'S3_PUBLIC_URL']
    .filter((name) => !source[name])
    .map((name) => `${name}: required when STORAGE_DRIVER=s3`);
  if (!source.S3_ACCESS_KEY_ID !== !source.S3_SECRET_ACCESS_KEY) {
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the default AWS credentials',
    );
  }
  return problems;
}

function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const { S3_BUCKET: bucket, S3_PUBLIC_URL: publicUrl } = env;
  // storageProblems() has refused this already; repeated so the types follow.
  if (!bucket || !publicUrl)
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET, S3_PUBLIC_URL: required');
  return {
    driver: 's3',
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    region: env.S3_REGION,
    bucket,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? hideSecret({ accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY })
        : null,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    // Self-hosted services (MinIO, s3rver) answer on one host with the bucket in the path; AWS
    // prefers the bucket as a subdomain.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

/**
 * The secret key stays readable by the code that signs requests, but JSON (every log line) and
 * util.inspect (console, error reports) show it masked, should the config ever be logged whole.
 */
function hideSecret<T extends { secretAccessKey: string }>(credentials: T): T {
  const masked = () => ({ ...credentials, secretAccessKey: '[hidden]' });
  return Object.defineProperties(credentials, {
    toJSON: { value: masked },
    [inspect.custom]: { value: masked },
  });
}

function parseTrustProxy(value: string): true | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1' || text === 'yes') return true;
  if (text === 'false' || text === '0' || text === 'no' || text === '') return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
