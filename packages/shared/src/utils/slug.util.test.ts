import { describe, expect, it } from 'vitest';
import { SLUG_BATCH, slugify, uniqueSlug, uniqueSlugAmong } from './slug.util';

// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('slugify', () => {
  it('follows the contract example', () => {
    expect(slugify('  Sea View -- Villa!! 3BHK ', 'property')).toBe('sea-view-villa-3bhk');
  });

  it('lower-cases and keeps Unicode letters and digits', () => {
    expect(slugify('Café Münster', 'property')).toBe('café-münster');
    expect(slugify('ΑΘΗΝΑ 2', 'property')).toBe('αθηνα-2');
    expect(slugify('शानदार विला', 'property')).toBe('शानदार-विला');
    expect(slugify('فيلا البحر', 'property')).toBe('فيلا-البحر');
  });

  it('composes decomposed accents', () => {
    expect(slugify('Cafe\u0301', 'property')).toBe('café');
  });

  it('drops everything that is not a letter, digit, whitespace or hyphen', () => {
    expect(slugify('3 BHK @ ₹50L (negotiable)', 'property')).toBe('3-bhk-50l-negotiable');
    expect(slugify('a_b.c/d', 'property')).toBe('abcd');
  });

  it('collapses whitespace and hyphen runs and trims hyphens', () => {
    expect(slugify('--a \t\n b---c--', 'property')).toBe('a-b-c');
  });

  it('falls back to the entity name when nothing is left', () => {
    expect(slugify('!!!', 'project')).toBe('project');
    expect(slugify('   ', 'property')).toBe('property');
    expect(slugify('', 'article')).toBe('article');
  });

  it('cuts to 80 characters at a hyphen', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(words, 'property');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(words.toLowerCase().replaceAll(' ', '-').startsWith(slug)).toBe(true);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(/word\d+$/);
  });

  it('keeps exactly 80 characters when the cut falls before a hyphen', () => {
    const input = `${'a'.repeat(80)} tail`;
    expect(slugify(input, 'property')).toBe('a'.repeat(80));
  });

  it('cuts hard at 80 when there is no hyphen to cut at', () => {
    expect(slugify('x'.repeat(100), 'property')).toBe('x'.repeat(80));
  });

  it('counts characters, not UTF-16 units', () => {
    const slug = slugify('𝒳'.repeat(100), 'property');
    expect(Array.from(slug)).toHaveLength(80);
    expect(slug).not.toMatch(LONE_SURROGATE);
  });
});

describe('uniqueSlug', () => {
  const takenFrom = (slugs: string[]) => async (slug: string) => slugs.includes(slug);

  it('keeps a free slug', async () => {
    expect(await uniqueSlug('sea-view-villa-3bhk', takenFrom([]))).toBe('sea-view-villa-3bhk');
  });

  it('appends -1 for the second one, then -2', async () => {
    expect(await uniqueSlug('sea-view-villa-3bhk', takenFrom(['sea-view-villa-3bhk']))).toBe(
      'sea-view-villa-3bhk-1',
    );
    expect(
      await uniqueSlug('sea-view-villa-3bhk', takenFrom(['sea-view-villa-3bhk', 'sea-view-villa-3bhk-1'])),
    ).toBe('sea-view-villa-3bhk-2');
  });

  it('takes the first free number', async () => {
    expect(await uniqueSlug('villa', takenFrom(['villa', 'villa-2']))).toBe('villa-1');
  });

  it('stays within 80 characters', async () => {
    const base = 'a'.repeat(80);
    const slug = await uniqueSlug(base, takenFrom([base]));
    expect(slug).toBe(`${'a'.repeat(78)}-1`);
    expect(slug.length).toBe(80);
  });

  it('does not leave a double hyphen when shortening', async () => {
    const base = `${'a'.repeat(77)}-bc`;
    expect(await uniqueSlug(base, takenFrom([base]))).toBe(`${'a'.repeat(77)}-1`);
  });
});

describe('uniqueSlugAmong', () => {
  const asked: string[][] = [];
  const takenFrom = (slugs: string[]) => async (candidates: string[]) => {
    asked.push(candidates);
    return new Set(candidates.filter((c) => slugs.includes(c)));
  };

  it('gives what uniqueSlug gives, asking about a batch at a time', async () => {
    asked.length = 0;
    expect(await uniqueSlugAmong('villa', takenFrom([]))).toBe('villa');
    expect(await uniqueSlugAmong('villa', takenFrom(['villa', 'villa-2']))).toBe('villa-1');
    expect(asked.map((batch) => batch.slice(0, 3))).toEqual([
      ['villa', 'villa-1', 'villa-2'],
      ['villa', 'villa-1', 'villa-2'],
    ]);
  });

  it('finds the 120th free suffix in three questions, not 121', async () => {
    asked.length = 0;
    const used = ['flat', ...Array.from({ length: 119 }, (_, i) => `flat-${i + 1}`)];
    expect(await uniqueSlugAmong('flat', takenFrom(used))).toBe('flat-120');
    expect(asked).toHaveLength(3);
    expect(asked.every((batch) => batch.length === SLUG_BATCH)).toBe(true);
  });

  it('stays within 80 characters', async () => {
    const base = 'a'.repeat(80);
    expect(await uniqueSlugAmong(base, takenFrom([base]))).toBe(`${'a'.repeat(78)}-1`);
  });
});
