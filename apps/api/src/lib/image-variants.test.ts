import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageAdapter } from '../adapters/storage/local-storage.adapter.js';
import type { StorageAdapter } from '../adapters/storage/storage.adapter.js';
import type { UploadedFile } from '../plugins/body.plugin.js';
import { EXIF_MARKERS, jpegWithExif } from '../testing/upload-fixtures.js';
import { encodeWebpWidths } from './image-codec.js';
import { type CleanImage, IMAGE_DECODES_AT_ONCE, imageDecodeSlots, readImageUpload } from './image-upload.js';
import {
  IMAGE_VARIANT_NAMES,
  IMAGE_VARIANTS,
  variantKey,
  variantKeys,
  writeImageVariants,
} from './image-variants.js';
import { deleteOwnedUploads } from './upload-keys.js';

let root: string;
let storage: StorageAdapter;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'domus-variants-'));
  storage = new LocalStorageAdapter(root, 'http://localhost:3000');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A CleanImage as readImageUpload returns it (or, with `raw`, bytes it never saw). */
async function image(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<CleanImage> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .toFormat(format)
    .toBuffer();
  return {
    data,
    contentType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    width,
    height,
    ext: format === 'jpeg' ? 'jpg' : 'png',
  };
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('variant keys', () => {
  it('derives each name from the original key, next to it', () => {
    expect(variantKey('properties/12/ab12.jpg', 'card')).toBe('properties/12/ab12.card.webp');
    expect(variantKeys('properties/12/ab12.jpg')).toEqual([
      'properties/12/ab12.card.webp',
      'properties/12/ab12.gallery.webp',
      'properties/12/ab12.full.webp',
    ]);
    // Only the file name's extension goes; dots in folders stay.
    expect(variantKey('projects/v1.2/plan', 'full')).toBe('projects/v1.2/plan.full.webp');
    expect(variantKey('users/3/a.b.png', 'gallery')).toBe('users/3/a.b.gallery.webp');
  });
});

describe('writeImageVariants', () => {
  it('writes WebP variants at most 480, 1280 and 2048 px wide, keeping the proportions', async () => {
    const key = 'properties/12/ab12.jpg';
    const written = await writeImageVariants(storage, key, await image(3000, 2000));
    expect(written.keys).toEqual(variantKeys(key));
    const sizes: [number, number][] = [];
    for (const variantKeyName of written.keys) {
      const data = (await storage.get(variantKeyName)) as Buffer;
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [480, 320],
      [1280, 853],
      [2048, 1365],
    ]);
    expect(written.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['card', 480, 320],
      ['gallery', 1280, 853],
      ['full', 2048, 1365],
    ]);
    expect(written.variants.every((v) => v.bytes > 0)).toBe(true);
    for (const ms of [written.waitMs, written.encodeMs, written.storeMs])
      expect(ms).toBeGreaterThanOrEqual(0);
    expect(written.encodeMs).toBeGreaterThan(0);
  });

  it('never enlarges a small picture', async () => {
    const written = await writeImageVariants(storage, 'users/1/small.png', await image(300, 200, 'png'));
    for (const key of written.keys) {
      const meta = await sharp((await storage.get(key)) as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    }
    // Between two widths: only the larger variants keep the original size.
    const mid = await writeImageVariants(storage, 'users/1/mid.jpg', await image(1000, 500));
    expect(mid.variants.map((v) => v.width)).toEqual([480, 1000, 1000]);
  });

  it('encodes each distinct width once: a small picture is one encode stored under three names', async () => {
    // The codec runs in the image worker process; here it is called in this one, to be counted.
    const webp = vi.spyOn(sharp.prototype, 'webp');
    const widths = IMAGE_VARIANT_NAMES.map((name) => IMAGE_VARIANTS[name]);
    try {
      const one = await encodeWebpWidths((await image(400, 300)).data, widths);
      expect(webp).toHaveBeenCalledTimes(1);
      expect(one.map((out) => out.width)).toEqual([400]);
      webp.mockClear();
      const two = await encodeWebpWidths((await image(1000, 500)).data, widths);
      expect(webp).toHaveBeenCalledTimes(2);
      expect(two.map((out) => [out.width, out.height])).toEqual([
        [480, 240],
        [1000, 500],
      ]);
    } finally {
      webp.mockRestore();
    }
    const small = await writeImageVariants(storage, 'users/1/small.jpg', await image(400, 300));
    const bytes = await Promise.all(small.keys.map(async (key) => (await storage.get(key)) as Buffer));
    expect(bytes.every((b) => b.equals(bytes[0] as Buffer))).toBe(true);
  });

  it('keeps no EXIF or GPS in any variant, even of a picture that still had them', async () => {
    const withExif = await jpegWithExif(2400, 1600);
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const unclean: CleanImage = {
      data: withExif,
      contentType: 'image/jpeg',
      width: 2400,
      height: 1600,
      ext: 'jpg',
    };
    const upload: UploadedFile = {
      kind: 'file',
      field: 'title_image',
      filename: 'a.jpg',
      mimetype: 'image/jpeg',
      data: withExif,
    };
    const cleaned = await readImageUpload(upload, { field: 'title_image', maxBytes: 3 * 1024 * 1024 });
    for (const [key, input] of [
      ['properties/1/raw.jpg', unclean],
      ['properties/1/clean.jpg', cleaned],
    ] as const) {
      const written = await writeImageVariants(storage, key, input);
      for (const variant of written.keys) {
        const data = (await storage.get(variant)) as Buffer;
        const meta = await sharp(data).metadata();
        expect(meta.exif, variant).toBeUndefined();
        expect(meta.xmp, variant).toBeUndefined();
        for (const marker of EXIF_MARKERS) expect(data.includes(Buffer.from(marker)), variant).toBe(false);
      }
    }
  });

  it('takes a decode slot, waiting while every slot is busy', async () => {
    let release = () => {};
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: IMAGE_DECODES_AT_ONCE }, () => imageDecodeSlots.run(() => busy));
    const writing = writeImageVariants(storage, 'properties/2/q.jpg', await image(800, 600));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imageDecodeSlots.waiting).toBe(1);
    expect(await storedFiles()).toEqual([]);
    release();
    await Promise.all(holders);
    const written = await writing;
    expect(written.waitMs).toBeGreaterThanOrEqual(40);
    expect(await storedFiles()).toEqual(written.keys.slice().sort());
  });

  it('leaves nothing behind when one put fails, and rethrows its error', async () => {
    const failing: StorageAdapter = {
      put: async (key, data, type) => {
        if (key.endsWith('.gallery.webp')) throw new Error('disk full');
        await storage.put(key, data, type);
      },
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
      exists: (key) => storage.exists(key),
      publicUrl: (key) => storage.publicUrl(key),
    };
    await expect(writeImageVariants(failing, 'properties/3/x.jpg', await image(1600, 900))).rejects.toThrow(
      'disk full',
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('rejects bytes that are not an image, storing nothing', async () => {
    const broken: CleanImage = {
      data: Buffer.from('not an image'),
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
      ext: 'jpg',
    };
    await expect(writeImageVariants(storage, 'properties/4/y.jpg', broken)).rejects.toThrow();
    expect(await storedFiles()).toEqual([]);
  });
});

describe('deleteOwnedUploads with variants', () => {
  it('deletes a picture with its variants, and files without variants alone', async () => {
    const picture = 'properties/5/p.jpg';
    const pic = await image(900, 600);
    await storage.put(picture, pic.data, pic.contentType);
    await writeImageVariants(storage, picture, pic);
    await storage.put('properties/5/deed.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    // A picture without variants (older uploads): the missing ones are no failure.
    await storage.put('users/5/old.png', Buffer.from('x'), 'image/png');
    await storage.put('demo/shared.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storedFiles()).toHaveLength(7);

    const failed = await deleteOwnedUploads(storage, [
      picture,
      'properties/5/deed.pdf',
      'users/5/old.png',
      'demo/shared.jpg',
    ]);
    expect(failed).toBe(0);
    expect(await storedFiles()).toEqual(['demo/shared.jpg']);
    expect(IMAGE_VARIANT_NAMES).toHaveLength(3);
  });
});
