import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './relative-time-label.util';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTimeLabel', () => {
  it('keeps the spec’s English words for English', () => {
    expect(relativeTimeLabel(ago(3 * 86_400), now, 'en', 'just now')).toBe('3 days ago');
    expect(relativeTimeLabel(ago(3600), now, 'en-GB', 'just now')).toBe('1 hour ago');
    expect(relativeTimeLabel(ago(10), now, 'en', 'just now')).toBe('just now');
  });

  it('words the same unit and count in another language', () => {
    expect(relativeTimeLabel(ago(3 * 86_400), now, 'fr', 'à l’instant')).toBe('il y a 3 jours');
    expect(relativeTimeLabel(ago(10), now, 'fr', 'à l’instant')).toBe('à l’instant');
  });

  it('falls back to English for a language code the runtime rejects, and is empty for no date', () => {
    expect(relativeTimeLabel(ago(120), now, 'not a locale!', 'x')).toBe('2 minutes ago');
    expect(relativeTimeLabel('garbage', now, 'fr', 'x')).toBe('');
  });
});
