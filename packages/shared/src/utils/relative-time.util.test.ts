import { describe, expect, it } from 'vitest';
import { formatDurationHours, relativeTime, relativeTimeParts, truncate } from './relative-time.util';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('relativeTime', () => {
  it('says just now under a minute', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59), now)).toBe('just now');
  });

  it('says just now for future dates', () => {
    expect(relativeTime(ago(-3600), now)).toBe('just now');
  });

  it('uses singular for one and plural otherwise', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(119), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3600), now)).toBe('23 hours ago');
    expect(relativeTime(ago(86_400), now)).toBe('1 day ago');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
  });

  it('counts weeks, 30-day months and 365-day years', () => {
    expect(relativeTime(ago(7 * 86_400), now)).toBe('1 week ago');
    expect(relativeTime(ago(29 * 86_400), now)).toBe('4 weeks ago');
    expect(relativeTime(ago(30 * 86_400), now)).toBe('1 month ago');
    expect(relativeTime(ago(364 * 86_400), now)).toBe('12 months ago');
    expect(relativeTime(ago(365 * 86_400), now)).toBe('1 year ago');
    expect(relativeTime(ago(3 * 365 * 86_400), now)).toBe('3 years ago');
  });

  it('accepts ISO strings', () => {
    expect(relativeTime('2026-02-26T12:00:00Z', now)).toBe('3 days ago');
  });

  it('returns an empty string for an unparseable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('relativeTimeParts', () => {
  it('gives the largest elapsed unit and its count, for other languages to word', () => {
    expect(relativeTimeParts(ago(3 * 86_400), now)).toEqual({ unit: 'day', count: 3 });
    expect(relativeTimeParts(ago(90 * 60), now)).toEqual({ unit: 'hour', count: 1 });
    expect(relativeTimeParts(ago(400 * 86_400), now)).toEqual({ unit: 'year', count: 1 });
  });

  it('is null for just now (and the future), undefined for a date that is not one', () => {
    expect(relativeTimeParts(ago(30), now)).toBeNull();
    expect(relativeTimeParts(ago(-600), now)).toBeNull();
    expect(relativeTimeParts('not a date', now)).toBeUndefined();
  });
});

describe('formatDurationHours', () => {
  it('shows 24 hours or more in days', () => {
    expect(formatDurationHours(720)).toBe('30 days');
    expect(formatDurationHours(24)).toBe('1 day');
    expect(formatDurationHours(36)).toBe('1.5 days');
  });

  it('shows less than 24 hours in hours', () => {
    expect(formatDurationHours(12)).toBe('12 hours');
    expect(formatDurationHours(1)).toBe('1 hour');
    expect(formatDurationHours(23)).toBe('23 hours');
  });

  it('shows a package without duration as Lifetime', () => {
    expect(formatDurationHours(null)).toBe('Lifetime');
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Sea view', 8)).toBe('Sea view');
    expect(truncate('', 5)).toBe('');
    expect(truncate(null, 5)).toBe('');
  });

  it('cuts long text to max characters including the ellipsis', () => {
    expect(truncate('Sea view villa', 8)).toBe('Sea vie…');
    expect(truncate('Sea view villa', 5)).toBe('Sea…');
    expect(Array.from(truncate('abcdefghij', 6))).toHaveLength(6);
  });

  it('never splits a surrogate pair', () => {
    const result = truncate('🏠🏠🏠🏠🏠', 3);
    expect(result).toBe('🏠🏠…');
    expect(result).not.toMatch(LONE_SURROGATE);
  });

  it('handles tiny limits', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
  });
});
