// The Content-Security-Policy of every page, built per request around a fresh nonce. Pure, so the
// policy is unit-tested; src/proxy.ts applies it.

/** The request header that carries the page's nonce to server components (set by src/proxy.ts). */
export const NONCE_HEADER = 'x-nonce';

/** Where the default map tiles come from (the map component's default tile URL). */
export const MAP_TILE_SOURCE = 'https://*.tile.openstreetmap.org';

/** YouTube's privacy-enhanced player, loaded by the video facade only after a click. */
export const VIDEO_FRAME_SOURCE = 'https://www.youtube-nocookie.com';

/**
 * Stripe.js and the frames of its card form (3-D Secure included), and the API it talks to; allowed
 * only on the pages that take a card (`cardPayments`), never site-wide.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** The pages whose buy flow may show Stripe's card form. */
export const CARD_PAYMENT_PATHS: readonly string[] = ['/subscription-plan'];

export interface CspOptions {
  nonce: string;
  /** The public origin media URLs are built on (may differ from the address the page was opened on). */
  mediaOrigin: string | null;
  /** The API's origin when browsers reach it somewhere other than the page's own origin. */
  apiOrigin: string | null;
  dev: boolean;
  /** The page may take a card through Stripe's form (see STRIPE_SOURCES). */
  cardPayments?: boolean;
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A random nonce: 128 bits, base64, new for every request so an injected script cannot guess it. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({
  nonce,
  mediaOrigin,
  apiOrigin,
  dev,
  cardPayments = false,
}: CspOptions): string {
  const extra = (origin: string | null) => (origin ? [origin] : []);
  const stripe = (sources: readonly string[]) => (cardPayments ? sources : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': the chunks Next's nonced scripts load (islands, the map) are trusted in turn;
    // in development React's debugging needs eval.
    // Stripe's host is listed for browsers without 'strict-dynamic' (which ignore it otherwise).
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...stripe(STRIPE_SOURCES.script),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes are part of the markup (next/image, theme colours, the panorama);
    // a nonce cannot cover attributes, and with a nonce present 'unsafe-inline' would be ignored.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra(mediaOrigin), MAP_TILE_SOURCE],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...extra(apiOrigin),
      ...stripe(STRIPE_SOURCES.connect),
      ...(dev ? ['ws:', 'wss:'] : []),
    ],
    'media-src': ["'self'", ...extra(mediaOrigin)],
    'frame-src': [VIDEO_FRAME_SOURCE, ...stripe(STRIPE_SOURCES.frame)],
    // The push service worker is a same-origin script; under 'strict-dynamic' script-src would not
    // let it register.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
