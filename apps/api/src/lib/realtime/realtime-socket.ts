/**
 * `GET /api/realtime` (contract §3.7 "Realtime"), as the OpenAPI document describes it: the route
 * (modules/realtime) and the docs both read it from here.
 */

/**
 * Close codes of `GET /api/realtime` (4000–4999 are the application's): the reason is the API's
 * error code, so a client reacts as it does to the same code on a call.
 */
export const REALTIME_CLOSE = {
  /** No credential in time, or a first frame that is not `{type:"auth", token}`. */
  notLoggedIn: { code: 4401, reason: 'NOT_LOGGED_IN' },
  /** Unknown, expired or revoked session. */
  tokenInvalid: { code: 4401, reason: 'TOKEN_INVALID' },
  deactivated: { code: 4403, reason: 'ACCOUNT_DEACTIVATED' },
  /** A cookie sent from a page that is not one of the web origins (cross-site socket hijacking). */
  csrf: { code: 4403, reason: 'CSRF_FAILED' },
  /**
   * The socket's session ended (sign-out, revoke-session, password reset, deactivation, deletion)
   * or expired (idle timeout or maximum age, checked at the ping cycle), after a `session.revoked`
   * frame saying which.
   */
  revoked: { code: 4401, reason: 'SESSION_REVOKED' },
  /** The server could not check the credential (the database is down, say). */
  internal: { code: 1011, reason: 'INTERNAL_ERROR' },
} as const;

export const REALTIME_SUMMARY =
  "WebSocket: a signed-in user's live frames (chat, notifications, payments, session end).";

/** The docs page's description of the socket: how to sign in, the frames, the close codes. */
export function realtimeDescription(): string {
  const codes = Object.values(REALTIME_CLOSE)
    .map(({ code, reason }) => `\`${code}\` \`${reason}\``)
    .join(', ');
  return [
    'Upgrades to a WebSocket (`ws://` / `wss://`). Signing in: the session cookie (only from a page on',
    'one of the web origins), an `Authorization: Bearer` header, or else a first frame',
    '`{"type":"auth","token":"<session token>"}` sent within 10 s.',
    'Server → client frames are JSON `{type, data}`: `chat.message` (Message), `chat.message_deleted`',
    '(`{id, property_id, sender_id}`), `chat.read` (`{user_id, property_id, read_at}`: `user_id` read',
    'the messages I sent about `property_id`, when `get_messages` marked them read), `notification`',
    '(Notification), `payment` (Payment transaction, when its status changes), `session.revoked`',
    '(`{reason}`; the socket then closes: also when the session expires, reason `expired`). The server',
    'pings every 30 s and drops a connection that did not answer the previous ping. Clients without it',
    'poll `get_messages` / `get_notification_list`.',
    `Close codes (code and reason): ${codes}.`,
  ].join(' ');
}
