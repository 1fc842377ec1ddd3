// Whether this request comes from a signed-in visitor, decided on the server so the header renders
// right from the first byte (no "Sign in" flashing into a menu). The session cookie alone proves
// nothing — it may be expired or revoked — so web-settings decides: it answers the per-user keys
// (`is_active` among them) only to a valid session, and `is_active: false` to a deactivated one.

export type SessionState = 'guest' | 'member' | 'deactivated';

export function sessionStateOf(
  hasSessionCookie: boolean,
  settings: { is_active?: boolean | null } | null | undefined,
): SessionState {
  if (!hasSessionCookie || !settings || typeof settings.is_active !== 'boolean') return 'guest';
  return settings.is_active ? 'member' : 'deactivated';
}
