// Business constants and limits, shared by the API and the web so both sides agree on every
// number.

/** Server data stays fresh for 10 minutes. */
export const QUERY_STALE_MS = 600_000;
/** Unused cached data is garbage-collected after 5 minutes. */
export const QUERY_GC_MS = 300_000;
export const QUERY_RETRIES = 3;
export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 30_000;

/**
 * Exponential back-off for retry number `attempt` (0 for the first retry): 1 s, 2 s, 4 s… capped at
 * 30 s. Same curve as TanStack Query's default, so the cap is the only thing we pin.
 */
export function retryDelay(attempt: number): number {
  const safeAttempt = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  return Math.min(RETRY_BASE_MS * 2 ** safeAttempt, RETRY_CAP_MS);
}

export const TOAST_DURATION_MS = 5_000;
export const TOAST_POSITION = 'top-right';

export const PERSIST_TIMEOUT_MS = 5_000;
export const PERSIST_KEY = 'root';

// One-time codes. The server fixes the resend countdown and the client shows the same one.
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 120;
export const OTP_VALIDITY_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;

// SEO soft limits (warnings only) and hard limits (400).
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 50;
export const META_DESCRIPTION_MAX = 160;
export const META_KEYWORDS_MAX = 10;
export const META_TITLE_HARD_MAX = 255;
export const META_TEXT_HARD_MAX = 1_000;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** Largest money amount accepted anywhere. */
export const MAX_MONEY = 1e12;

// Page sizes: offset lists (`limit`) and chat lists (`per_page`).
export const PAGE_LIMIT_DEFAULT = 10;
export const PAGE_LIMIT_MAX = 100;
export const CHAT_PER_PAGE_DEFAULT = 15;
export const CHAT_PER_PAGE_MAX = 50;

/** Slugs are cut to this many characters. */
export const SLUG_MAX_LENGTH = 80;

/** An advertisement paid by a package without a duration runs this long. */
export const DEFAULT_AD_DURATION_HOURS = 720;

// Mortgage calculator input bounds.
export const MORTGAGE_RATE_MAX = 100;
export const MORTGAGE_TERM_MIN_YEARS = 1;
export const MORTGAGE_TERM_MAX_YEARS = 50;
