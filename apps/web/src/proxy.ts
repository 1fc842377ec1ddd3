import { type NextRequest, NextResponse } from 'next/server';
import { isDevelopment, mediaBaseUrl } from '@/lib/config';
import { isSharedGuestPage, SHARED_PAGE_MARK } from '@/lib/page-cache/guest-pages.util';
import {
  CARD_PAYMENT_PATHS,
  contentSecurityPolicy,
  createNonce,
  NONCE_HEADER,
  originOf,
} from '@/lib/security/content-security-policy.util';

// Runs before every page (Next's proxy, formerly middleware; the API's custom server runs it too, as
// it hands every non-API path to Next's request handler). It puts a fresh nonce in a
// Content-Security-Policy on the response, and the same policy on the request: Next reads the nonce
// from there and stamps it on its own scripts; server components read it from `x-nonce`.

export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    mediaOrigin: originOf(mediaBaseUrl()),
    // The browser calls the API on the page's own origin (`/api`), which 'self' already covers.
    apiOrigin: null,
    dev: isDevelopment(),
    cardPayments: CARD_PAYMENT_PATHS.includes(request.nextUrl.pathname),
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  // The API's custom server keeps a guest's copy of such a page for the next guests (and removes
  // this mark before the response leaves); a signed-in visitor's page is never kept.
  if (isSharedGuestPage(request.nextUrl.pathname)) response.headers.set(...SHARED_PAGE_MARK);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API and media (answered before Next), built assets, images, icons.
      source: '/((?!api/|media/|_next/static|_next/image|favicon\\.ico|favicon\\.svg|push-sw\\.js).*)',
      // Link prefetches carry no scripts to stamp.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
