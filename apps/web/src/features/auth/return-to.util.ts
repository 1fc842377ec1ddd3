// Where to send a visitor after signing in. `return_to` arrives in the URL, so anyone can craft it:
// only a path on this site is followed, never another origin (an open redirect would let a phishing
// link sign people in here and then hand them to a look-alike site).

/** The sign-in pages themselves: returning to one after signing in would loop. */
const AUTH_PATHS = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password', '/auth/'];

/** Where a member whose profile is incomplete goes first. */
export const PROFILE_PATH = '/user/profile';

const PROBE_ORIGIN = 'http://return-to.invalid';

/** A same-site relative path (with its query and hash), or `fallback` for anything else. */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const raw = value.trim();
  // `//host` and `/\host` are protocol-relative to browsers; control characters and backslashes
  // are normalised away by URL parsers in ways that differ between them, so refuse them outright.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.length > 2000) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (AUTH_PATHS.some((p) => (p.endsWith('/') ? url.pathname.startsWith(p) : url.pathname === p))) {
    return fallback;
  }
  return path;
}

/** `/login`, with `return_to` when it is somewhere other than the home page. */
export function loginHref(returnTo?: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  const target = safeReturnTo(returnTo);
  if (target !== '/') params.set('return_to', target);
  const query = params.toString();
  return `/login${query ? `?${query}` : ''}`;
}

/** After a successful sign-in: complete the profile first when it is not, else go back. */
export function signedInTarget(user: { is_profile_complete?: boolean } | null, returnTo: unknown): string {
  if (user && user.is_profile_complete === false) return PROFILE_PATH;
  return safeReturnTo(returnTo);
}
