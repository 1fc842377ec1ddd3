import sharp from 'sharp';

/**
 * The pixel work of uploads, as plain functions of bytes: the header check and clean re-encode of
 * an uploaded picture, and the WebP variants of a stored one. They run in the image worker process
 * (image-engine.ts), so nothing here may depend on the API's state; the limits come as arguments.
 */

// libvips would otherwise spread one image over every core; the API's decode slots budget cores.
sharp.concurrency(1);

export interface CleanLimits {
  minSide: number;
  maxSide: number;
  maxPixels: number;
}

export type CleanOutcome =
  | { kind: 'ok'; data: Buffer; width: number; height: number }
  /** No dimensions in the header, or bytes that do not decode (truncated, corrupt). */
  | { kind: 'unreadable' }
  | { kind: 'too-wide' }
  | { kind: 'too-many-pixels' }
  | { kind: 'too-small' };

/**
 * Checks an uploaded JPEG or PNG's dimensions from its header (a huge canvas is refused before any
 * pixel is decoded), then rotates it by its EXIF orientation and writes it again with nothing but
 * pixels: no EXIF, GPS position, comment or profile survives.
 */
export async function cleanImage(data: Buffer, jpeg: boolean, limits: CleanLimits): Promise<CleanOutcome> {
  // sharp's own pixel limit would make this read fail for a very large canvas, which would then be
  // reported as unreadable; the limits below are the ones that decide, with their own message.
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return { kind: 'unreadable' };
  if (Math.max(meta.width, meta.height) > limits.maxSide) return { kind: 'too-wide' };
  if (meta.width * meta.height > limits.maxPixels) return { kind: 'too-many-pixels' };
  if (Math.min(meta.width, meta.height) < limits.minSide) return { kind: 'too-small' };
  // The pixel limit again, in case the header and the data disagree.
  const pipeline = sharp(data, { limitInputPixels: limits.maxPixels, failOn: 'error' }).autoOrient();
  // Plain libjpeg-turbo and zlib's default level: mozjpeg and level 9 cost about three times the
  // CPU for a tenth off the bytes, on the request path of every upload; pages are served the WebP
  // variants or the optimiser's output anyway.
  const encoded = jpeg
    ? pipeline.jpeg({ quality: 85, optimiseCoding: true })
    : pipeline.png({ compressionLevel: 6 });
  const result = await encoded.toBuffer({ resolveWithObject: true }).catch(() => null);
  if (!result) return { kind: 'unreadable' };
  return { kind: 'ok', data: result.data, width: result.info.width, height: result.info.height };
}

/** WebP at this quality is about a third of a JPEG of the same look; visibly clean on photos. */
const WEBP_QUALITY = 80;

export interface EncodedWidth {
  /** The width asked for (capped at the picture's own: never enlarged). */
  width: number;
  data: Buffer;
  height: number;
}

/**
 * WebP copies of a picture at each of `widths` (never enlarged). Decoded once, already at the
 * largest width; the smaller ones are cut from that. A width above the picture's is its own width,
 * and each distinct width is encoded once (a 480-pixel photo asked for 480, 1280 and 2048: one).
 */
export async function encodeWebpWidths(data: Buffer, widths: readonly number[]): Promise<EncodedWidth[]> {
  const largest = Math.max(...widths);
  const { data: pixels, info } = await sharp(data, { failOn: 'error' })
    .resize({ width: largest, withoutEnlargement: true })
    // 8 bits a channel, as the raw input below is read (a 16-bit PNG would be misread otherwise).
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const distinct = [...new Set(widths.map((width) => Math.min(width, info.width)))];
  return Promise.all(
    distinct.map(async (width) => {
      // sharp writes no metadata unless asked: no EXIF, GPS or profile reaches a variant.
      const out = await sharp(pixels, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width, data: out.data, height: out.info.height };
    }),
  );
}
