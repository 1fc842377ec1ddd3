import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../db/testing/rows.js';
import { appPerFile } from '../../testing/app-per-file.js';
import {
  type Catalogue,
  photo,
  poster,
  postingCatalogue,
  propertyFields,
  sendForm,
  storedFiles,
} from '../../testing/listing-form.js';
import type { TestApp } from '../../testing/test-app.js';
import {
  EXIF_MARKERS,
  gif,
  type MultipartPart,
  noisePng,
  pdf,
  pngClaiming,
  solidImage,
} from '../../testing/upload-fixtures.js';

// Hostile files in the property form (contract §4.21): each refused with a clear 4xx, and nothing
// of the refused request stored — no file, no row, no unit spent.

let app: TestApp;
let c: Catalogue;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false },
);

async function attempt(extra: MultipartPart[]) {
  c ??= await postingCatalogue(app);
  const { user, auth } = await poster(app, 3);
  const parts = [
    ...propertyFields(c, { 'parameters[3][parameter_id]': String(c.brochure.id) }),
    await photo('title_image'),
    ...extra,
  ];
  const res = await sendForm(app, 'post_property', parts, auth);
  const dir = path.join(app.deps.config.uploadsDir, 'properties', String(user.id));
  const { originals, variants } = await storedFiles(app, 'properties', user.id);
  const stored = [...originals, ...variants];
  const rows = await countRows(app.deps.db, 'properties', { owner_id: user.id });
  const left = (await app.services.packages.check(user.id, 'property_list')).remaining;
  return { res, stored, rows, left, dir };
}

const file = (name: string, data: Buffer, filename: string, contentType = 'image/jpeg') => ({
  name,
  file: { filename, data, contentType },
});

describe('post_property refuses hostile files and stores nothing', () => {
  it.each([
    [
      'a GIF as the SEO image',
      async () => file('meta_image', await gif(), 'photo.gif', 'image/gif'),
      415,
      'This file type is not allowed',
    ],
    [
      'a PDF named .jpg in the gallery',
      async () => file('gallery_images[]', pdf(), 'photo.jpg'),
      415,
      'This file type is not allowed',
    ],
    [
      'an image over 3 MB',
      async () => file('gallery_images[]', await noisePng(), 'big.png', 'image/png'),
      413,
      'File is too large',
    ],
    [
      'a decompression bomb (a small PNG claiming 60,000 × 60,000)',
      async () => file('gallery_images[]', await pngClaiming(60_000, 60_000), 'bomb.png', 'image/png'),
      400,
      'Image is too large: at most 10000x10000 pixels',
    ],
    [
      'a solid 7,000 × 7,000 JPEG (49 megapixels)',
      async () => file('gallery_images[]', await solidImage(7000, 7000, 'jpeg'), 'wide.jpg'),
      400,
      'Image is too large: at most 40 megapixels',
    ],
    [
      'a tiny image',
      async () =>
        file(
          'gallery_images[]',
          await sharp({ create: { width: 60, height: 60, channels: 3, background: '#888' } })
            .jpeg()
            .toBuffer(),
          'tiny.jpg',
        ),
      400,
      'Image must be at least 120x120 pixels',
    ],
    [
      'a binary blob named .pdf among the documents',
      async () =>
        file(
          'documents[]',
          Buffer.concat([Buffer.from([0, 1, 2, 0xff]), Buffer.alloc(200)]),
          'deed.pdf',
          'application/pdf',
        ),
      415,
      'This file type is not allowed',
    ],
    [
      'a text file named .pdf as a file parameter (JPEG, PNG or PDF only)',
      async () =>
        file('parameters[3][value]', Buffer.from('hello, I am not a PDF'), 'brochure.pdf', 'application/pdf'),
      415,
      'This file type is not allowed',
    ],
    [
      'a text value in a file field',
      async () => ({ name: 'three_d_image', value: 'https://example.com/x.jpg' }),
      400,
      'This field must be a file',
    ],
  ])('%s', async (_label, make, status, message) => {
    const { res, stored, rows, left } = await attempt([await make()]);
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(stored).toEqual([]);
    expect(rows).toBe(0);
    expect(left).toBe(3);
  });

  it('takes a text document by its content, whatever its name says', async () => {
    const { res } = await attempt([
      file('documents[]', Buffer.from('Deed of sale\nPlot 12'), 'deed.pdf', 'application/pdf'),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.documents).toEqual([
      expect.objectContaining({ type: 'txt', file_name: 'deed.pdf', file: expect.stringMatching(/\.txt$/) }),
    ]);
  });

  it('refuses a 21-photo gallery (at most 20) before decoding any of them', async () => {
    const photos = await Promise.all(Array.from({ length: 21 }, () => photo('gallery_images[]')));
    const { res, stored, rows } = await attempt(photos);
    expect([res.status, res.body.message]).toEqual([400, 'At most 20 gallery images are allowed']);
    expect([stored, rows]).toEqual([[], 0]);
  });

  it('refuses 30 gallery files too', async () => {
    const photos = await Promise.all(Array.from({ length: 30 }, () => photo('gallery_images[]')));
    const { res, stored } = await attempt(photos);
    expect(res.status).toBe(400);
    expect(stored).toEqual([]);
  });

  it('strips EXIF, GPS position included, from every stored picture', async () => {
    const { res, stored, dir } = await attempt([await photo('gallery_images[]')]);
    expect(res.status).toBe(201);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const name of stored) {
      const data = await readFile(path.join(dir, name));
      for (const marker of EXIF_MARKERS) expect(data.includes(marker), name).toBe(false);
      expect((await sharp(data).metadata()).exif, name).toBeUndefined();
    }
  });
});
