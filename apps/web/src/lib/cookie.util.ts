import { PREFERENCE_COOKIE_MAX_AGE_S } from './cookies.constants';

/** A first-party preference cookie the server reads on the next request (language, position). */
export function setPreferenceCookie(
  name: string,
  value: string,
  maxAgeSeconds = PREFERENCE_COOKIE_MAX_AGE_S,
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
