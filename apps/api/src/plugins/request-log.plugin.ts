import type { FastifyInstance } from 'fastify';

/**
 * One structured line per request. Several GET calls carry secrets or personal data in their
 * query string (sign-in codes, emails, phone numbers, reset and sign-in tokens): logs are kept
 * longer and read by more people than the database, so those values never reach them.
 */
const SENSITIVE_KEYS = new Set([
  'otp',
  'email',
  'number',
  'mobile',
  'phone',
  'token',
  'password',
  're_password',
  'code',
  'ticket',
  'auth_id',
  'id_token',
  'nonce',
  'state',
  'fcm_id',
]);
const SENSITIVE_PART = /password|token|secret|otp|email|phone|mobile/i;
const REDACTED = '[redacted]';

function isSensitive(rawKey: string): boolean {
  let key: string;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    key = rawKey;
  }
  // `user[email]`, `email[]`: the name that counts is any bracket segment, not just the first.
  const names = key
    .toLowerCase()
    .split(/[[\]]+/)
    .filter(Boolean);
  return names.some((name) => SENSITIVE_KEYS.has(name) || SENSITIVE_PART.test(name));
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSensitive(key) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/_next/') || request.url.startsWith('/media/')) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
