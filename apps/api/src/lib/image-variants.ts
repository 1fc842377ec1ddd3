import { performance } from 'node:perf_hooks';
import type { StorageAdapter } from '../adapters/storage/storage.adapter.js';
import { webpInWorker } from './image-engine.js';
import { type CleanImage, imageDecodeSlots } from './image-upload.js';

/**
 * Smaller WebP copies of a stored picture, for list cards, the gallery and full-screen views.
 * They sit next to the original under keys derived from its key, so nothing new is stored in the
 * database and the original's URL stays what responses give (contract §4.21).
 */
export const IMAGE_VARIANTS = { card: 480, gallery: 1280, full: 2048 } as const;
export type ImageVariantName = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariantName[];

/** `properties/12/ab12.jpg` → `properties/12/ab12.card.webp`. */
export function variantKey(key: string, name: ImageVariantName): string {
  return `${key.replace(/\.[^./]*$/, '')}.${name}.webp`;
}

/** Every variant key of an original, in IMAGE_VARIANT_NAMES order. */
export function variantKeys(key: string): string[] {
  return IMAGE_VARIANT_NAMES.map((name) => variantKey(key, name));
}

/** Whether a stored key is a picture that may have variants (the types uploads keep). */
export function isImageKey(key: string): boolean {
  return /\.(jpe?g|png)$/i.test(key);
}

export interface WrittenVariant {
  name: ImageVariantName;
  key: string;
  width: number;
  height: number;
  bytes: number;
}

export interface WrittenVariants {
  keys: string[];
  variants: WrittenVariant[];
  /** Time spent waiting for a decode slot, encoding, and storing, in milliseconds. */
  waitMs: number;
  encodeMs: number;
  storeMs: number;
}

/**
 * Encodes and stores the variants of an image already stored under `key`. Never enlarges: a
 * variant wider than the original is the original's size. All or nothing: if one put fails, every
 * variant key is deleted again and the error is rethrown, so the caller can roll back the rest.
 */
export async function writeImageVariants(
  storage: StorageAdapter,
  key: string,
  image: CleanImage,
): Promise<WrittenVariants> {
  const queued = performance.now();
  let started = queued;
  // Decoding holds every pixel in memory: one slot of the same budget as upload checks. Storing
  // is network or disk time, so it happens after the slot is given back.
  const encoded = await imageDecodeSlots.run(async () => {
    started = performance.now();
    // In the image worker: decoded once at the largest width, each distinct width encoded once
    // (a 480-pixel photo: one encode stored under all three names), never enlarged.
    const outputs = await webpInWorker(
      image.data,
      IMAGE_VARIANT_NAMES.map((name) => IMAGE_VARIANTS[name]),
    );
    const byWidth = new Map(outputs.map((out) => [out.width, out]));
    const widest = Math.max(...outputs.map((out) => out.width));
    return IMAGE_VARIANT_NAMES.map((name) => {
      const out = byWidth.get(Math.min(IMAGE_VARIANTS[name], widest));
      if (!out) throw new Error(`no ${name} variant was encoded`);
      return { name, key: variantKey(key, name), data: out.data, width: out.width, height: out.height };
    });
  });
  const encodedAt = performance.now();

  const puts = await Promise.allSettled(encoded.map((v) => storage.put(v.key, v.data, 'image/webp')));
  const failure = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
  if (failure) {
    // Every key, not only those that succeeded: a put that timed out may still have landed.
    await Promise.allSettled(encoded.map((v) => storage.delete(v.key)));
    throw failure.reason;
  }
  const storedAt = performance.now();

  return {
    keys: encoded.map((v) => v.key),
    variants: encoded.map(({ name, key: k, width, height, data }) => ({
      name,
      key: k,
      width,
      height,
      bytes: data.length,
    })),
    waitMs: started - queued,
    encodeMs: encodedAt - started,
    storeMs: storedAt - encodedAt,
  };
}

/**
 * Variant work that goes on after a request was answered, by original key. Deleting a picture
 * waits for its variants first (`variantsSettled`), so a listing deleted a moment after it was
 * posted leaves no variant behind.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function writeImageVariantsLater(
  storage: StorageAdapter,
  key: string,
  image: CleanImage,
  onError: (error: unknown) => void,
): void {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const job = previous.then(() => writeImageVariants(storage, key, image)).catch(onError);
  inFlight.set(key, job);
  void job.finally(() => {
    if (inFlight.get(key) === job) inFlight.delete(key);
  });
}

/** Waits for the background variant work of `keys` (of every picture when omitted). */
export async function variantsSettled(keys?: Iterable<string>): Promise<void> {
  for (;;) {
    const jobs = keys ? [...keys].flatMap((k) => inFlight.get(k) ?? []) : [...inFlight.values()];
    if (jobs.length === 0) return;
    await Promise.allSettled(jobs);
    if (keys) return;
  }
}
