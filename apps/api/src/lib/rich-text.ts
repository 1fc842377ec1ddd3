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

/**
 * Operator HTML (articles, about/privacy/terms, contract §1.9): the listing allow-list plus
 * blockquotes and images, sanitised on save. Links keep http(s)/mailto targets only and get
 * `rel="noopener"` (the operator's own links may carry ranking, unlike members'). An image is kept
 * only when it comes from this site's media (`mediaPrefix`, the storage's public URL of a key):
 * a hot-linked image would let another site track every reader.
 */
export function sanitizeOperatorHtml(html: string, mediaPrefix: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote', 'img'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
      b: 'strong',
      i: 'em',
      h1: 'h2',
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(mediaPrefix),
  }).trim();
}
