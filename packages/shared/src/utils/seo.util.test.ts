import { describe, expect, it } from 'vitest';
import { countKeywords, seoWarnings } from './seo.util';

const description = (length: number) => 'd'.repeat(length);
const keywords = (count: number) => Array.from({ length: count }, (_, i) => `phrase ${i}`).join(', ');

describe('seoWarnings', () => {
  it('returns no warnings for fields within the limits', () => {
    expect(
      seoWarnings({
        meta_title: 't'.repeat(60),
        meta_description: description(50),
        meta_keywords: keywords(10),
      }),
    ).toEqual([]);
    expect(seoWarnings({ meta_description: description(160) })).toEqual([]);
  });

  it('warns when the title is over 60 characters', () => {
    expect(seoWarnings({ meta_title: 't'.repeat(61) })).toEqual([
      {
        field: 'meta_title',
        code: 'META_TITLE_TOO_LONG',
        message: 'Meta title should be at most 60 characters',
      },
    ]);
  });

  it('warns when the description is under 50 or over 160 characters', () => {
    const expected = [
      {
        field: 'meta_description',
        code: 'META_DESCRIPTION_LENGTH',
        message: 'Meta description should be 50 to 160 characters',
      },
    ];
    expect(seoWarnings({ meta_description: description(49) })).toEqual(expected);
    expect(seoWarnings({ meta_description: description(161) })).toEqual(expected);
  });

  it('warns when there are more than 10 keyword phrases', () => {
    expect(seoWarnings({ meta_keywords: keywords(11) })).toEqual([
      { field: 'meta_keywords', code: 'META_KEYWORDS_TOO_MANY', message: 'Use at most 10 meta keywords' },
    ]);
  });

  it('lists every warning in field order', () => {
    const codes = seoWarnings({
      meta_title: 't'.repeat(70),
      meta_description: 'short',
      meta_keywords: keywords(12),
    }).map((w) => w.code);
    expect(codes).toEqual(['META_TITLE_TOO_LONG', 'META_DESCRIPTION_LENGTH', 'META_KEYWORDS_TOO_MANY']);
  });

  it('ignores absent and blank fields', () => {
    expect(seoWarnings({})).toEqual([]);
    expect(seoWarnings({ meta_title: null, meta_description: '   ', meta_keywords: undefined })).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(seoWarnings({ meta_title: '🏠'.repeat(60) })).toEqual([]);
  });
});

describe('countKeywords', () => {
  it('ignores blanks left by stray commas', () => {
    expect(countKeywords('villa, sea view,, ,pune,')).toBe(3);
    expect(countKeywords('')).toBe(0);
  });
});
