import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCategory } from '../../db/testing/listing.factory.js';
import { countRows } from '../../db/testing/rows.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { photo, projectFields, projectPoster, sendForm, storedFiles } from '../../testing/listing-form.js';
import type { TestApp } from '../../testing/test-app.js';
import {
  EXIF_MARKERS,
  gif,
  type MultipartPart,
  noisePng,
  pdf,
  pngClaiming,
} from '../../testing/upload-fixtures.js';

// Hostile files in the project form (contract §4.21): each refused with a clear 4xx, and nothing
// of the refused request stored — no file, no row, no unit spent.

let app: TestApp;
let categoryId: number;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false },
);

async function attempt(extra: MultipartPart[], overrides: Record<string, string | undefined> = {}) {
  categoryId ??= (await createCategory(app)).id;
  const { user, auth } = await projectPoster(app, 3);
  // A cover of its own in `extra` replaces the good one.
  const cover = extra.some((part) => part.name === 'image') ? [] : [await photo('image')];
  const parts = [...projectFields(categoryId, overrides), ...cover, ...extra];
  const res = await sendForm(app, 'post_project', parts, auth);
  const dir = path.join(app.deps.config.uploadsDir, 'projects', String(user.id));
  const { originals, variants } = await storedFiles(app, 'projects', user.id);
  const stored = [...originals, ...variants];
  const rows = await countRows(app.deps.db, 'projects', { owner_id: user.id });
  const left = (await app.services.packages.check(user.id, 'project_list')).remaining;
  return { res, stored, rows, left, dir };
}

const file = (name: string, data: Buffer, filename: string, contentType = 'image/jpeg') => ({
  name,
  file: { filename, data, contentType },
});
const plan = { 'plans[0][title]': 'Tower A' };
const TYPE = 'This file type is not allowed';
const SIZE = 'File is too large';
const notPdf = () => Buffer.from('hello, I am not a PDF');

describe('post_project refuses hostile files and stores nothing', () => {
  it.each([
    ['a GIF as the cover', async () => file('image', await gif(), 'cover.gif', 'image/gif'), {}, 415, TYPE],
    [
      'a PDF named .jpg in the gallery',
      async () => file('gallery_images[]', pdf(), 'photo.jpg'),
      {},
      415,
      TYPE,
    ],
    [
      'a gallery image over 3 MB',
      async () => file('gallery_images[]', await noisePng(), 'big.png', 'image/png'),
      {},
      413,
      SIZE,
    ],
    [
      'a decompression bomb as the SEO image',
      async () => file('meta_image', await pngClaiming(60_000, 60_000), 'bomb.png', 'image/png'),
      {},
      400,
      'Image is too large: at most 10000x10000 pixels',
    ],
    [
      // TXT is a document type of its own (§4.21): a binary blob is what cannot pass as one.
      'a binary blob named .pdf among the documents',
      async () =>
        file(
          'documents[]',
          Buffer.concat([Buffer.from([0, 1, 2, 0xff]), Buffer.alloc(200)]),
          'deed.pdf',
          'application/pdf',
        ),
      {},
      415,
      TYPE,
    ],
    [
      'a text file pretending to be a PDF floor plan',
      async () => file('plans[0][document]', notPdf(), 'plan.pdf', 'application/pdf'),
      plan,
      415,
      TYPE,
    ],
    [
      'a GIF named .png as a floor plan',
      async () => file('plans[0][document]', await gif(), 'plan.png', 'image/png'),
      plan,
      415,
      TYPE,
    ],
    [
      'a floor plan over 5 MB',
      async () =>
        file(
          'plans[0][document]',
          Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]),
          'plan.pdf',
          'application/pdf',
        ),
      plan,
      413,
      SIZE,
    ],
    [
      'a URL in the SEO image field',
      async () => ({ name: 'meta_image', value: 'https://example.com/x.jpg' }),
      {},
      400,
      'This field must be a file',
    ],
  ] as const)('%s', async (_label, make, overrides, status, message) => {
    const { res, stored, rows, left } = await attempt([await make()], overrides);
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(stored).toEqual([]);
    expect(rows).toBe(0);
    expect(left).toBe(3);
  });

  it('names the field and what a floor plan may be', async () => {
    const { res } = await attempt(
      [file('plans[0][document]', notPdf(), 'plan.pdf', 'application/pdf')],
      plan,
    );
    expect(res.body.details).toEqual({ field: 'plans.0.document', allowed: ['jpg', 'png', 'pdf'] });
    const url = await attempt([{ name: 'image', value: 'https://example.com/x.jpg' }]);
    expect([url.res.status, url.res.body.message]).toEqual([400, 'This field must be a file']);
  });

  it('refuses a 31-photo gallery (at most 30), an 11th document and a 31st plan', async () => {
    const photos = await Promise.all(Array.from({ length: 31 }, () => photo('gallery_images[]')));
    const gallery = await attempt(photos);
    expect([gallery.res.status, gallery.res.body.message]).toEqual([
      400,
      'At most 30 gallery images are allowed',
    ]);
    expect([gallery.stored, gallery.rows, gallery.left]).toEqual([[], 0, 3]);

    const docs = Array.from({ length: 11 }, (_, i) =>
      file('documents[]', pdf(), `d${i}.pdf`, 'application/pdf'),
    );
    const documents = await attempt(docs);
    expect([documents.res.status, documents.res.body.message]).toEqual([
      400,
      'At most 10 documents are allowed',
    ]);
    expect([documents.stored, documents.rows]).toEqual([[], 0]);

    const titles = Object.fromEntries(
      Array.from({ length: 31 }, (_, i) => [`plans[${i}][title]`, `Plan ${i}`]),
    );
    const files = Array.from({ length: 31 }, (_, i) =>
      file(`plans[${i}][document]`, pdf(), `p${i}.pdf`, 'application/pdf'),
    );
    const plans = await attempt(files, titles);
    expect([plans.res.status, plans.res.body.message]).toEqual([400, 'At most 30 floor plans are allowed']);
    expect([plans.stored, plans.rows]).toEqual([[], 0]);
  });

  it('takes a floor plan picture up to 5 MB and a full gallery of 30, stripping EXIF from every picture', async () => {
    const photos = await Promise.all(Array.from({ length: 30 }, () => photo('gallery_images[]')));
    const { res, stored, dir } = await attempt(
      [
        ...photos,
        file('plans[0][document]', await noisePng(), 'plan.png', 'image/png'),
        await photo('meta_image'),
      ],
      plan,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.gallery_images).toHaveLength(30);
    // 33 pictures (the cover, 30 gallery photos, the floor plan, the SEO image), each with its
    // three WebP variants.
    expect(stored.filter((n) => !n.endsWith('.webp'))).toHaveLength(33);
    expect(stored.filter((n) => n.endsWith('.webp'))).toHaveLength(33 * 3);
    for (const name of stored) {
      const data = await readFile(path.join(dir, name));
      for (const marker of EXIF_MARKERS) expect(data.includes(marker), name).toBe(false);
      expect((await sharp(data).metadata()).exif, name).toBeUndefined();
    }
  });
});
