/**
 * How long one cached entry is kept: `ttlMs` less up to a fifth at random. Entries filled
 * together would otherwise expire together: at 100,000 listings the search mix's answers and
 * list totals, all taken again in the same instant once a minute, held the event loop for
 * 0.4–0.9 s (the posting benchmark's "alone" rounds showed it as a p95 of hundreds of ms). Spread
 * over the last fifth of their life, the recomputations come one at a time. Never longer than
 * `ttlMs`, which stays the documented bound.
 */
export const EXPIRY_SPREAD = 0.2;

export function entryLifetime(ttlMs: number, random: () => number = Math.random): number {
  return ttlMs - Math.floor(ttlMs * EXPIRY_SPREAD * random());
}
