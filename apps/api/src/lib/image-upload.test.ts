import { availableParallelism } from 'node:os';
import { crc32 } from 'node:zlib';
import { IMAGE_TOO_SMALL } from '@domus/shared/constants/messages.constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../plugins/body.plugin.js';
import { AppError } from './app-error.js';
import {
  IMAGE_DECODES_AT_ONCE,
  imageDecodeSlots,
  isUploadedFile,
  readImageUpload,
  sniffImageType,
} from './image-upload.js';
import { isOwnedUpload, newUploadKey } from './upload-keys.js';

const file = (data: Buffer, filename = 'photo.jpg', mimetype = 'image/jpeg'): UploadedFile => ({
  kind: 'file',
  field: 'profile',
  filename,
  mimetype,
  data,
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

/** A JPEG carrying EXIF: camera, GPS position and an orientation (6 = rotate 90° clockwise). */
function jpegWithExif(width: number, height: number, orientation = 1) {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'SnoopCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 15/1 0/1' },
    })
    .toBuffer();
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readImageUpload', () => {
  it('re-encodes a JPEG without any metadata and reports its size', async () => {
    const input = await jpegWithExif(300, 200);
    expect(input.includes(Buffer.from('SnoopCam'))).toBe(true);
    const out = await readImageUpload(file(input), { field: 'profile', maxBytes: 3_000_000 });
    expect(out).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg', width: 300, height: 200 });
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.data.includes(Buffer.from('SnoopCam'))).toBe(false);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const input = await jpegWithExif(300, 200, 6);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await readImageUpload(file(input), { field: 'profile', maxBytes: 3_000_000 });
    expect([out.width, out.height]).toEqual([200, 300]);
  });

  it('keeps a PNG a PNG', async () => {
    const input = await solid(150, 160).png().toBuffer();
    const out = await readImageUpload(file(input, 'a.png', 'image/png'), { field: 'x', maxBytes: 1e6 });
    expect(out).toMatchObject({ contentType: 'image/png', ext: 'png', width: 150, height: 160 });
    expect((await sharp(out.data).metadata()).format).toBe('png');
  });

  it('refuses a GIF and a PDF named .jpg with 415, listing the allowed types', async () => {
    const gif = await solid(200, 200).gif().toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    for (const data of [gif, pdf]) {
      const error = await failure(readImageUpload(file(data), { field: 'profile', maxBytes: 1e6 }));
      expect(error.status).toBe(415);
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.details).toEqual({ field: 'profile', allowed: ['image/jpeg', 'image/png'] });
    }
  });

  it('refuses a file over the limit with 413 and the limit', async () => {
    const input = await jpegWithExif(400, 400);
    const error = await failure(readImageUpload(file(input), { field: 'profile', maxBytes: 500 }));
    expect(error.status).toBe(413);
    expect(error.details).toEqual({ field: 'profile', max_bytes: 500 });
  });

  it('refuses an image under 120×120, and an undecodable one, with the size message', async () => {
    const small = await solid(200, 119).jpeg().toBuffer();
    const good = await solid(200, 200).jpeg().toBuffer();
    const truncated = good.subarray(0, 40);
    for (const data of [small, truncated]) {
      const error = await failure(readImageUpload(file(data), { field: 'profile', maxBytes: 1e6 }));
      expect(error.status).toBe(400);
      expect(error.message).toBe(IMAGE_TOO_SMALL);
      expect(error.details).toEqual({ fields: [{ field: 'profile', message: IMAGE_TOO_SMALL }] });
    }
  });

  it('refuses a side longer than maxSide before decoding it', async () => {
    const wide = await solid(1300, 130).png().toBuffer();
    const error = await failure(
      readImageUpload(file(wide), { field: 'image', maxBytes: 1e6, maxSide: 1200 }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Image is too large: at most 1200x1200 pixels');
  });

  it('refuses a JPEG and a PNG over 40 megapixels from the header, with the size in the message', async () => {
    // 7000×7000 = 49 megapixels of one colour: a few hundred KB, well under the byte limit.
    const jpeg = await solid(7000, 7000).jpeg().toBuffer();
    const png = await solid(7000, 7000).png().toBuffer();
    for (const [data, name] of [
      [jpeg, 'big.jpg'],
      [png, 'big.png'],
    ] as const) {
      expect(data.length).toBeLessThan(3_000_000);
      const error = await failure(
        readImageUpload(file(data, name), { field: 'profile', maxBytes: 3_000_000 }),
      );
      expect(error.status).toBe(400);
      expect(error.message).toBe('Image is too large: at most 40 megapixels');
      expect(error.details).toEqual({
        fields: [{ field: 'profile', message: 'Image is too large: at most 40 megapixels' }],
      });
    }
    // The limit counts width × height: 300×200 passes at 60,000 pixels and not at 50,000.
    const small = await solid(300, 200).jpeg().toBuffer();
    const fits = await readImageUpload(file(small), { field: 'x', maxBytes: 1e6, maxPixels: 60_000 });
    expect([fits.width, fits.height]).toEqual([300, 200]);
    const over = await failure(
      readImageUpload(file(small), { field: 'x', maxBytes: 1e6, maxPixels: 50_000 }),
    );
    expect(over.message).toBe('Image is too large: at most 0.1 megapixels');
  });

  it('calls a PNG whose header claims 20000×20000 too large, not too small', async () => {
    const bomb = withPngSize(await solid(200, 200).png().toBuffer(), 20_000, 20_000);
    expect(bomb.length).toBeLessThan(10_000);
    const error = await failure(readImageUpload(file(bomb, 'bomb.png'), { field: 'profile', maxBytes: 1e6 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Image is too large: at most 10000x10000 pixels');
  });

  it('decodes at most IMAGE_DECODES_AT_ONCE images at once (one core left free); the others wait', async () => {
    const input = await solid(1600, 1600).jpeg().toBuffer();
    let most = 0;
    let queued = 0;
    const sample = setInterval(() => {
      most = Math.max(most, imageDecodeSlots.active);
      queued = Math.max(queued, imageDecodeSlots.waiting);
    }, 1);
    try {
      const outs = await Promise.all(
        Array.from({ length: 6 }, () =>
          readImageUpload(file(input), { field: 'profile', maxBytes: 3_000_000 }),
        ),
      );
      expect(outs.map((o) => o.width)).toEqual(Array(6).fill(1600));
    } finally {
      clearInterval(sample);
    }
    expect(IMAGE_DECODES_AT_ONCE).toBe(Math.max(1, Math.min(2, availableParallelism() - 1)));
    expect(most).toBeLessThanOrEqual(IMAGE_DECODES_AT_ONCE);
    expect(queued).toBeGreaterThan(0);
    expect([imageDecodeSlots.active, imageDecodeSlots.waiting]).toEqual([0, 0]);
  });
});

/** The same PNG with other dimensions written into its header (IHDR), checksum fixed. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the CRC at 29.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('upload helpers', () => {
  it('sniffs by content, not by name', async () => {
    expect(sniffImageType(await solid(10, 10).png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await solid(10, 10).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('tells files from strings', () => {
    expect(isUploadedFile(file(Buffer.from('x')))).toBe(true);
    expect(isUploadedFile('https://example.com/a.jpg')).toBe(false);
    expect(isUploadedFile({ kind: 'file', data: 'not a buffer' })).toBe(false);
  });

  it('deletes only files a row owns', () => {
    expect(isOwnedUpload('users/7/abc.jpg')).toBe(true);
    expect(isOwnedUpload('https://lh3.example.com/avatar.jpg')).toBe(false);
    expect(isOwnedUpload('demo/avatars/ravi.png')).toBe(false);
    expect(isOwnedUpload(null)).toBe(false);
    expect(newUploadKey('users/7', 'png')).toMatch(/^users\/7\/[0-9a-f]{32}\.png$/);
    expect(newUploadKey('users/7', 'png')).not.toBe(newUploadKey('users/7', 'png'));
  });
});
