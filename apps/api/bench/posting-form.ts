import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { multipart } from '../src/testing/upload-fixtures.js';

/** A member's bearer header and a valid post_property form (without its photos). */
export interface Poster {
  auth: Record<string, string>;
  fields: { name: string; value: string }[];
}

/** A camera-like picture: smooth gradients with a little grain (noise alone would not compress). */
export async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const grain = randomBytes(width * height);
  for (let i = 0, p = 0; p < width * height; p += 1, i += 3) {
    const x = p % width;
    const y = Math.floor(p / width);
    const g = (grain[p] ?? 0) >> 4;
    raw[i] = (x * 255) / width + g;
    raw[i + 1] = (y * 255) / height + g;
    raw[i + 2] = ((x + y) * 127) / (width + height) + 60 + g;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The one photo of each background post. */
export const smallPhoto = () => photo(480, 360);

/** The poster's form with these photos: the first as title image, the rest in the gallery. */
export function postingForm(poster: Poster, photos: Buffer[]) {
  return multipart([
    ...poster.fields,
    ...photos.map((data, i) => ({
      name: i === 0 ? 'title_image' : 'gallery_images[]',
      file: { filename: `photo-${i}.jpg`, data, contentType: 'image/jpeg' },
    })),
  ]);
}
