// The token helpers live in lib/ (sign-in tickets and reset links use them too); re-exported here
// so the request pipeline's existing imports keep working until they import lib/ directly.
export { hashToken, newSessionToken } from '../../lib/opaque-token.js';

export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_MAX_MS = 180 * 24 * 3600 * 1000;
export const SESSION_COOKIE = 'domus_session';
