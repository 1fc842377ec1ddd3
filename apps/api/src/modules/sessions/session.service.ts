import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { toIso } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { errors } from '../../lib/app-error.js';
import { hashToken, newSessionToken } from '../../lib/opaque-token.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { PushService } from '../push/push.service.js';
import { sessionWriteRepository } from './session.repository.js';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './session-token.js';

/** How long a session may go unused (other modules keep their per-session rows in step with it). */
export { SESSION_IDLE_MS };

/**
 * Why a session ended; `deactivated` keeps answering ACCOUNT_DEACTIVATED (not TOKEN_INVALID) so
 * clients can show the deactivation dialog.
 */
export type RevokeReason = 'logout' | 'password_reset' | 'deactivated' | 'deleted' | 'revoked';

/**
 * Sessions: issued only by user_signup, carried as Bearer or as the
 * httpOnly cookie, revoked by logout, password reset, deletion, deactivation and revoke-session.
 */
export function sessionService(deps: AppDeps, push: PushService) {
  const base = sessionCalls(deps, deps.db, push);
  return {
    ...base,
    /** The same calls inside a caller's transaction, so a session commits or rolls back with it. */
    within: (trx: Kysely<DB>) => sessionCalls(deps, trx, push),
    announceRevoked: (userId: number, sessionIds: readonly number[] | null, reason: RevokeReason) =>
      announceRevoked(deps, userId, sessionIds, reason),
  };
}

/** What the realtime hub carries for a revocation; the socket route tells each socket its own part. */
export interface SessionRevokedFrameData {
  /** The sessions that ended; null = every session of the user. */
  session_ids: number[] | null;
  reason: RevokeReason;
}

/**
 * Tells the user's open sockets that sessions ended, so the sockets of those sessions close.
 * Called after the revoking transaction committed: a rolled-back revocation must close nothing.
 */
async function announceRevoked(
  deps: AppDeps,
  userId: number,
  sessionIds: readonly number[] | null,
  reason: RevokeReason,
): Promise<void> {
  if (sessionIds?.length === 0) return;
  const data: SessionRevokedFrameData = { session_ids: sessionIds ? [...sessionIds] : null, reason };
  await deps.realtime.publish([userId], { type: 'session.revoked', data });
}

function sessionCalls(deps: AppDeps, db: Kysely<DB>, push: PushService) {
  const repo = sessionWriteRepository(db);
  // A session's push registrations end with it, in the same transaction: a signed-out browser
  // must not go on showing the account's messages.
  const pushes = push.within(db);

  async function revoke(sessionId: number, reason: RevokeReason): Promise<void> {
    await repo.revoke(sessionId, reason, deps.now());
    await pushes.removeForSessions([sessionId]);
  }

  async function revokeAll(userId: number, reason: RevokeReason, exceptSessionId?: number) {
    const ended = await repo.revokeAllForUser(userId, reason, deps.now(), exceptSessionId);
    await pushes.removeForSessions(ended);
    return ended;
  }

  return {
    /** A new session for the user; the raw token is returned once and never stored. */
    async issue(userId: number, request: FastifyRequest): Promise<{ token: string; sessionId: number }> {
      const at = deps.now();
      const token = newSessionToken();
      const userAgent = request.headers['user-agent'];
      const sessionId = await repo.insert({
        userId,
        tokenHash: hashToken(token),
        at,
        expiresAt: new Date(at.getTime() + SESSION_MAX_MS),
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
        ip: request.ip ?? null,
      });
      return { token, sessionId };
    },

    revoke,

    revokeAll,

    /** get-sessions: my live sessions, newest first; the IP's last part hidden. */
    async list(viewer: Viewer) {
      const at = deps.now();
      const rows = await repo.listLive(viewer.user.id, at);
      return rows
        .filter((row) => at.getTime() - new Date(row.last_used_at).getTime() <= SESSION_IDLE_MS)
        .map((row) => ({
          id: row.id,
          created_at: toIso(row.created_at),
          last_used_at: toIso(row.last_used_at),
          user_agent: row.user_agent,
          ip: maskIp(row.ip),
          current: row.id === viewer.sessionId,
        }));
    },

    /** revoke-session: one of mine by id, or all of mine except the current one. */
    async revokeMine(viewer: Viewer, input: { session_id?: number; all?: boolean }): Promise<void> {
      // The session and its push registrations end together.
      const inTransaction = <T>(
        run: (calls: { revoke: typeof revoke; revokeAll: typeof revokeAll }) => Promise<T>,
      ) => deps.db.transaction().execute((trx) => run(sessionCalls(deps, trx, push)));
      if (input.all) {
        const ended = await inTransaction((calls) =>
          calls.revokeAll(viewer.user.id, 'revoked', viewer.sessionId),
        );
        await announceRevoked(deps, viewer.user.id, ended, 'revoked');
        return;
      }
      const mine = await repo.listLive(viewer.user.id, deps.now());
      if (!mine.some((row) => row.id === input.session_id)) throw errors.notFound();
      await inTransaction((calls) => calls.revoke(input.session_id as number, 'revoked'));
      await announceRevoked(deps, viewer.user.id, [input.session_id as number], 'revoked');
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;

/** `203.0.113.77` → `203.0.113.*`; IPv6 keeps its first four groups. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.replace(/\.\d+$/, '.*');
  const groups = ip.split(':').filter(Boolean);
  return `${groups.slice(0, 4).join(':')}:*`;
}
