import { describe, expect, it } from 'vitest';
import { youtubeId } from './video-link.util';

describe('youtubeId', () => {
  it('reads the id from the usual YouTube link forms', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=12NRvG-2XMJ')).toBe('12NRvG-2XMJ');
    expect(youtubeId('https://youtu.be/abc123XYZ?t=3')).toBe('abc123XYZ');
    expect(youtubeId('https://m.youtube.com/shorts/abc123XYZ')).toBe('abc123XYZ');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/abc123XYZ')).toBe('abc123XYZ');
  });

  it('refuses anything else', () => {
    expect(youtubeId('https://vimeo.com/123456')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
    expect(youtubeId(null)).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
