import { describe, expect, it } from 'vitest';
import { metaDescription, pageMetadata } from './page-metadata.util';

describe('page metadata', () => {
  it('sets canonical, Open Graph and a large Twitter card when there is an image', () => {
    const meta = pageMetadata(
      {
        title: 'Sea view villa',
        description:
          'A villa by the sea with three bedrooms and a large garden, five minutes from the beach.',
        path: '/properties-details/sea-view-villa',
        image: 'https://cdn.example/1.jpg',
        siteName: 'Domus',
        locale: 'en',
        keywords: 'villa, sea view, ',
      },
      'https://domus.example',
    );
    expect(meta.title).toBe('Sea view villa');
    expect(meta.alternates?.canonical).toBe('https://domus.example/properties-details/sea-view-villa');
    expect(meta.keywords).toEqual(['villa', 'sea view']);
    expect(meta.openGraph).toMatchObject({
      url: 'https://domus.example/properties-details/sea-view-villa',
      title: 'Sea view villa',
      siteName: 'Domus',
      images: [{ url: 'https://cdn.example/1.jpg', alt: 'Sea view villa' }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://cdn.example/1.jpg'],
    });
    expect(meta.robots).toBeUndefined();
  });

  it('falls back to a summary card and can keep a page out of the index', () => {
    const meta = pageMetadata(
      { title: 'T', path: '/x', noIndex: true, absoluteTitle: true },
      'https://d.example',
    );
    expect(meta.title).toEqual({ absolute: 'T' });
    expect(meta.twitter).toMatchObject({ card: 'summary' });
    expect(meta.description).toBeUndefined();
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it('strips HTML and cuts long descriptions at a word', () => {
    expect(metaDescription('<p>Hello <em>world</em></p>')).toBe('Hello world');
    const long = metaDescription('word '.repeat(60));
    expect(long?.length).toBeLessThanOrEqual(160);
    expect(long?.endsWith('word…')).toBe(true);
    expect(metaDescription('   ')).toBeUndefined();
  });
});
