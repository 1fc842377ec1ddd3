import { describe, expect, it } from 'vitest';
import { pathSegment } from './path-segment.util';

describe('a route segment as the API knows it', () => {
  it('is decoded once, and kept as it is when it is no escape', () => {
    expect(pathSegment('r%C3%A9sidence-du-parc')).toBe('résidence-du-parc');
    expect(pathSegment('résidence-du-parc')).toBe('résidence-du-parc');
    expect(pathSegment('green-heights')).toBe('green-heights');
    expect(pathSegment('100%-sure')).toBe('100%-sure');
    expect(pathSegment('a%2520b')).toBe('a%20b');
  });
});
