import {
  GUEST_PAGE_HEADER,
  PAGE_RENDER_KEY,
  type PageRenderHook,
} from '@domus/shared/constants/web-data-cache.constants';

// The pages every guest sees alike: the public catalogue and information pages. Their HTML depends
// only on the URL, the language and position cookies, and public data, so the API's guest page
// cache (apps/api/src/lib/guest-page-cache.ts) may keep a render and send it to the next guest.
// Not the sign-in, registration, password, e-mail verification and account pages: they read
// tokens from the URL or act on a visit. A new page is private until it is listed here.
const SHARED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(properties|projects|agents|articles|categories|cities|faqs)$/,
  /^\/(properties-details|project-details|agents|articles|categories|cities)\/[^/]+$/,
  /^\/(about-us|contact-us|privacy-policy|terms-and-conditions|mortgage-calculator|area-converter)$/,
];

export function isSharedGuestPage(pathname: string): boolean {
  return SHARED_PAGES.some((page) => page.test(pathname));
}

/** The response header that tells the API's page cache this page may be shared among guests. */
export const SHARED_PAGE_MARK: readonly [string, string] = [GUEST_PAGE_HEADER, '1'];

/**
 * Tells the API that the page being rendered must not be shared: one of its reads failed, so it
 * shows an error state meant for this visitor only. A no-op when the web runs on its own.
 */
export function spoilSharedPage(): void {
  const hook = (globalThis as unknown as Record<symbol, PageRenderHook | undefined>)[
    Symbol.for(PAGE_RENDER_KEY)
  ];
  hook?.spoil();
}
