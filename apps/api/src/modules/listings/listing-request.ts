import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../plugins/auth.plugin.js';

const DAY_MS = 24 * 3600 * 1000;

/** posted_since: 0 = the last 7 days; 1 = since 00:00 UTC of the previous day. */
export function postedSinceCutoff(value: '0' | '1', now: Date): Date {
  if (value === '0') return new Date(now.getTime() - 7 * DAY_MS);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - DAY_MS);
}

/**
 * Who is looking, for view counting: the same viewer within 24 h counts once. The session user,
 * else a hash of IP + user agent (so no raw address is stored).
 */
export function viewerKey(viewer: Viewer | null, request: FastifyRequest): string {
  if (viewer) return `u:${viewer.user.id}`;
  const agent = request.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${request.ip}|${agent}`).digest('hex').slice(0, 32)}`;
}
