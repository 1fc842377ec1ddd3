import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real files for upload tests, made locally with sharp: pictures with and without EXIF, a GIF,
 * a PDF and a PNG of noise that does not compress below the 3 MB limit.
 */
export interface MultipartPart {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/** A multipart/form-data body for app.inject. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----domus-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      const type = part.file.contentType ?? 'application/octet-stream';
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        part.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });

/** A JPEG carrying camera and GPS EXIF (the strings below must not survive an upload). */
export const EXIF_MARKERS = ['DomusTestCam', 'PrivateModel'];
export function jpegWithExif(width = 300, height = 240): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: EXIF_MARKERS[0] as string, Model: EXIF_MARKERS[1] as string },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    })
    .toBuffer();
}

export const png = (width = 200, height = 200) => canvas(width, height).png().toBuffer();
export const gif = (width = 200, height = 200) => canvas(width, height).gif().toBuffer();
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** Random pixels in a PNG: ~3.6 MB, over the 3 MB photo limit and under the 5 MB request cap. */
export function noisePng(side = 1100): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Decompression bombs: one colour over a huge canvas compresses to a few hundred KB, yet decoding
 * it would hold every pixel in memory.
 */
export function solidImage(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 30, b: 30 } },
    limitInputPixels: false,
  })
    .toFormat(format)
    .toBuffer();
}

/** A small real PNG whose header claims other dimensions (checksum fixed): a bomb for the cost of a header. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const out = Buffer.from(await png(200, 200));
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the CRC at 29.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}
