import {
  META_DESCRIPTION_MAX,
  META_DESCRIPTION_MIN,
  META_KEYWORDS_MAX,
  META_TITLE_MAX,
} from '../constants/app.constants';

// SEO warnings: advice returned with a saved listing, never a reason to refuse it.

export const SEO_WARNING_CODES = [
  'META_TITLE_TOO_LONG',
  'META_DESCRIPTION_LENGTH',
  'META_KEYWORDS_TOO_MANY',
] as const;
export type SeoWarningCode = (typeof SEO_WARNING_CODES)[number];

export const SEO_WARNING_MESSAGES = {
  META_TITLE_TOO_LONG: 'Meta title should be at most 60 characters',
  META_DESCRIPTION_LENGTH: 'Meta description should be 50 to 160 characters',
  META_KEYWORDS_TOO_MANY: 'Use at most 10 meta keywords',
} as const satisfies Record<SeoWarningCode, string>;

export interface SeoFields {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
}

export interface SeoWarning {
  field: keyof SeoFields;
  code: SeoWarningCode;
  message: string;
}

/** Length in characters as a reader counts them (code points, not UTF-16 units). */
function length(text: string): number {
  return Array.from(text).length;
}

/** Comma-separated phrases, ignoring blanks left by stray commas ("a, b,,"). */
export function countKeywords(keywords: string): number {
  return keywords.split(',').filter((phrase) => phrase.trim() !== '').length;
}

function warning(field: keyof SeoFields, code: SeoWarningCode): SeoWarning {
  return { field, code, message: SEO_WARNING_MESSAGES[code] };
}

/**
 * The warnings for a listing's meta fields, `[]` when none. An absent field (null, undefined or
 * blank, which the API treats alike) gets no warning: pages then fall back to the title and
 * description, so there is nothing too short or too long to fix.
 */
export function seoWarnings(fields: SeoFields): SeoWarning[] {
  const warnings: SeoWarning[] = [];
  const title = fields.meta_title?.trim() ?? '';
  const description = fields.meta_description?.trim() ?? '';
  const keywords = fields.meta_keywords?.trim() ?? '';
  if (title !== '' && length(title) > META_TITLE_MAX) {
    warnings.push(warning('meta_title', 'META_TITLE_TOO_LONG'));
  }
  if (description !== '') {
    const size = length(description);
    if (size < META_DESCRIPTION_MIN || size > META_DESCRIPTION_MAX) {
      warnings.push(warning('meta_description', 'META_DESCRIPTION_LENGTH'));
    }
  }
  if (keywords !== '' && countKeywords(keywords) > META_KEYWORDS_MAX) {
    warnings.push(warning('meta_keywords', 'META_KEYWORDS_TOO_MANY'));
  }
  return warnings;
}
