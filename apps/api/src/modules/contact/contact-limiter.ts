/**
 * contct_us: 5 accepted requests per IP per hour, against spam. A sliding window kept in
 * process; the window clock is the app's, so tests can move time.
 */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export function contactLimiter(now: () => Date, limit = CONTACT_LIMIT, windowMs = CONTACT_WINDOW_MS) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a hit for `key`; returns null if allowed, else the seconds until the next slot. */
    take(key: string): number | null {
      const at = now().getTime();
      const recent = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? at) + windowMs - at) / 1000));
      }
      recent.push(at);
      hits.set(key, recent);
      if (hits.size > 10_000) {
        for (const [k, list] of hits) if (!list.some((t) => t > at - windowMs)) hits.delete(k);
      }
      return null;
    },
  };
}
