import sanitizeHtml from 'sanitize-html';

/**
 * Listing and project descriptions are limited HTML (contract §1.9): paragraphs, line breaks,
 * emphasis, lists, h2–h4 and links. Everything else is dropped on save (scripts, styles, event
 * attributes, images, iframes), links keep only http(s)/mailto targets and are marked
 * `nofollow ugc` so a listing cannot sell search ranking. Stored sanitised, returned as stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a'],
  // rel is set by the transform below (it overrides whatever the author wrote).
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc' }),
    b: 'strong',
    i: 'em',
  },
};

export function sanitizeListingHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
