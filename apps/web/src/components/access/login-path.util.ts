// The sign-in link for the page the visitor is on, used by the header (on every page, so this file
// imports nothing) and by the access dialog.

/** The sign-in pages: returning to one of them after signing in would go round in circles. */
const AUTH_PAGE = /^\/(?:(?:login|register|verify-email|forgot-password|reset-password)(?:[/?#]|$)|auth\/)/;

/** `/login?return_to=…` for the page the visitor is on (components never import features, so the
 *  auth feature's fuller helper is not used here; /login sanitises return_to again anyway). */
export function loginPath(currentPath: string): string {
  const local = currentPath.startsWith('/') && !currentPath.startsWith('//');
  if (!local || currentPath === '/' || AUTH_PAGE.test(currentPath)) return '/login';
  return `/login?return_to=${encodeURIComponent(currentPath)}`;
}
