/**
 * A dynamic route segment as the API knows it. Next hands `params` over still percent-encoded
 * where the path had non-ASCII characters (`r%C3%A9sidence-du-parc` for a slug of
 * `résidence-du-parc`), and the reader encodes query values itself: decoded once here, the slug
 * is not encoded twice. A malformed escape is taken literally.
 */
export function pathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
