export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_MAX_MS = 180 * 24 * 3600 * 1000;
export const SESSION_COOKIE = 'domus_session';
