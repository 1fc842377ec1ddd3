import { describe, expect, it } from 'vitest';
import { hasCoordinates, joinPlace, lightboxSrc, osmLink, shareLinks } from './detail.util';

describe('detail helpers', () => {
  it('builds plain share and map links', () => {
    const links = shareLinks('https://d.example/p?a=1', 'Villa & garden');
    expect(links.map((l) => l.network)).toEqual(['WhatsApp', 'Facebook', 'X']);
    expect(links[1]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fd.example%2Fp%3Fa%3D1',
    );
    expect(osmLink(1.5, 2)).toBe('https://www.openstreetmap.org/?mlat=1.5&mlon=2#map=16/1.5/2');
  });

  it('knows usable coordinates', () => {
    expect(hasCoordinates({ latitude: 1, longitude: 2 })).toBe(true);
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasCoordinates({ latitude: null, longitude: 2 })).toBe(false);
  });

  it('serves lightbox photos through the optimiser when it accepts them', () => {
    expect(lightboxSrc('http://localhost:3000/media/a.jpg')).toBe(
      '/_next/image?url=http%3A%2F%2Flocalhost%3A3000%2Fmedia%2Fa.jpg&w=1920&q=75',
    );
    expect(lightboxSrc('https://elsewhere.example/a.jpg')).toBe('https://elsewhere.example/a.jpg');
  });

  it('joins address parts without repeating any', () => {
    expect(joinPlace(['Westlands, Nairobi', 'Nairobi', null, 'Nairobi County', 'Kenya'])).toBe(
      'Westlands, Nairobi, Nairobi County, Kenya',
    );
  });
});
