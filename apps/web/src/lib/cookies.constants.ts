import { GUEST_PAGE_COOKIES } from '@domus/shared/constants/web-data-cache.constants';

// The language and position cookies are named in the shared constants: the API's guest page cache
// keys pages by them.

/** The visitor's language choice; read by the server so pages render in it. */
export const LANGUAGE_COOKIE = GUEST_PAGE_COOKIES.language;
/** The httpOnly session cookie set by the API; forwarded by server-side fetches. */
export const SESSION_COOKIE = 'domus_session';
/**
 * The visitor's approximate position (2 decimals, about 1 km) so the server can ask homepage-data
 * for nearby listings. Only set after the browser granted geolocation.
 */
export const POSITION_COOKIE = GUEST_PAGE_COOKIES.position;
/** A year: preferences should outlive a browsing session. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
