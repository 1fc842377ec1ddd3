/**
 * The contract between the API and the web app's data cache when both run in one process
 * (apps/api/src/web-mount.ts mounts the web app). The web's cache handler is plain JavaScript that
 * Next loads outside the app bundle (apps/web/src/lib/data-cache/data-cache.handler.mjs), so it
 * repeats these strings; a unit test keeps the two in step.
 */

/** On a guest's shareable answer to the web server's own call: its cache tags, each percent-encoded, comma-separated. */
export const DATA_CACHE_TAGS_HEADER = 'x-domus-cache-tags';

/** Beside the tags: how many seconds the web may keep the answer should no change be announced. */
export const DATA_CACHE_TTL_HEADER = 'x-domus-cache-ttl';

/**
 * `globalThis[Symbol.for(…)]`: the API process's feed of changed tags, which the web's cache
 * handler subscribes to. Without it (the web app running on its own) the handler keeps nothing.
 */
export const CHANGE_TAGS_SOURCE_KEY = 'domus.change-tags';

/** What the API hands the web's cache: the tags a change drops, or null for everything. */
export interface ChangeTagsSource {
  subscribe(listener: (tags: readonly string[] | null) => void): () => void;
}

/**
 * Set by the web's proxy on a page every guest sees alike (catalogue pages, not sign-in or account
 * pages): the API's guest page cache (apps/api/src/lib/guest-page-cache.ts) keeps only responses
 * carrying it, and never sends it on.
 */
export const GUEST_PAGE_HEADER = 'x-domus-guest-page';

/**
 * The cookies a guest page's HTML depends on (language, approximate position): part of the guest
 * page cache's key. Any other cookie a guest sends does not change the page.
 */
export const GUEST_PAGE_COOKIES = { language: 'domus_lang', position: 'domus_pos' } as const;

/**
 * `globalThis[Symbol.for(…)]`: the API's page render in progress. The web reports a guest read
 * that failed (the page shows an error state), so that render is sent but not kept for others.
 */
export const PAGE_RENDER_KEY = 'domus.page-render';

export interface PageRenderHook {
  /** The page being rendered must not be shared (no-op outside a guest page render). */
  spoil(): void;
}
