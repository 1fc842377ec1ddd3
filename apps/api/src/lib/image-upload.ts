import { availableParallelism } from 'node:os';
import { IMAGE_TOO_SMALL } from '@domus/shared/constants/messages.constants';
import { IMAGE_MAX_SIDE, IMAGE_MIN_SIZE } from '@domus/shared/constants/upload-limits.constants';
import type { UploadedFile } from '../plugins/body.plugin.js';
import { errors } from './app-error.js';
import { cleanInWorker } from './image-engine.js';
import { createSemaphore } from './semaphore.js';

/**
 * An uploaded picture checked and cleaned before it is stored: the type is read from the
 * bytes (never the file name or the declared type), the size and the dimensions are bounded, and
 * the image is decoded and re-encoded so that nothing but pixels survives (EXIF, GPS position,
 * comments, embedded profiles). Profile photos use it now; listing and project images later.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface ImageUploadOptions {
  /** The request field, named in every error so the client can point at it. */
  field: string;
  maxBytes: number;
  minSide?: number;
  maxSide?: number;
  /** Decoded pixels (width × height); default IMAGE_MAX_PIXELS. */
  maxPixels?: number;
}

/**
 * A few hundred kilobytes of JPEG or PNG can describe a canvas of hundreds of megapixels, and
 * decoding holds all of it in memory (3–4 bytes a pixel, more while re-encoding). 40 megapixels is
 * above any phone camera's photo and keeps one decode near 150 MB.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * Decodes running at once in the image worker (image-engine.ts), one core each (libvips is held to
 * one thread per image in image-codec.ts). Each may take a few hundred MB and a core for a moment; a burst of uploads waits
 * here in turn instead of exhausting memory. One core always stays for the event loop: reads are
 * what a marketplace mostly serves, and the benchmark showed search p95 multiplied while photos
 * took both cores of a 2-core machine.
 */
export const IMAGE_DECODES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
export const imageDecodeSlots = createSemaphore(IMAGE_DECODES_AT_ONCE);

export interface CleanImage {
  data: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
  ext: 'jpg' | 'png';
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG or PNG by magic bytes; null for anything else (GIF, PDF, a renamed text file…). */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  if (data.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'file' &&
    Buffer.isBuffer((value as { data?: unknown }).data)
  );
}

export async function readImageUpload(file: UploadedFile, options: ImageUploadOptions): Promise<CleanImage> {
  const {
    field,
    maxBytes,
    minSide = IMAGE_MIN_SIZE,
    maxSide = IMAGE_MAX_SIDE,
    maxPixels = IMAGE_MAX_PIXELS,
  } = options;
  const type = sniffImageType(file.data);
  if (!type) throw errors.unsupportedMediaType(field, [...IMAGE_TYPES]);
  if (file.data.length > maxBytes) throw errors.payloadTooLarge(field, maxBytes);

  // Checked from the header first (a huge canvas is refused before any pixel is decoded), then
  // rotated upright and written again with nothing but pixels, in the image worker.
  const jpeg = type === 'image/jpeg';
  const result = await imageDecodeSlots.run(() =>
    cleanInWorker(file.data, jpeg, { minSide, maxSide, maxPixels }),
  );
  switch (result.kind) {
    case 'ok':
      break;
    case 'too-wide':
      throw errors.field(field, `Image is too large: at most ${maxSide}x${maxSide} pixels`);
    case 'too-many-pixels':
      throw errors.field(field, `Image is too large: at most ${formatMegapixels(maxPixels)} megapixels`);
    default:
      // Too small, or no picture at all: a truncated or corrupt body passes the magic-byte check.
      throw errors.field(field, IMAGE_TOO_SMALL);
  }
  return {
    data: result.data,
    contentType: type,
    width: result.width,
    height: result.height,
    ext: jpeg ? 'jpg' : 'png',
  };
}

function formatMegapixels(pixels: number): string {
  return String(Math.round((pixels / 1_000_000) * 10) / 10);
}
