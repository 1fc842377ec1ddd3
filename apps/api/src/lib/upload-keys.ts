import { randomBytes } from 'node:crypto';
import type { StorageAdapter } from '../adapters/storage/storage.adapter.js';
import { isImageKey, variantKeys, variantsSettled } from './image-variants.js';

/**
 * Keys under this prefix hold private files (verification papers): the local media route never
 * serves them (app.ts) and nothing presents their storage URL; they are read back through
 * access-checked routes. With STORAGE_DRIVER=s3 the bucket's policy must keep the prefix
 * unpublished too (README): the keys are random and never shown, but the bucket decides.
 */
export const PRIVATE_UPLOAD_PREFIX = 'private/';

/** Whether a media path (`/private/…`, `private/…`, any case, any dots or slashes) is private. */
export function isPrivateMediaPath(pathName: string): boolean {
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true; // not a path we wrote: refuse rather than guess
  }
  const parts = decoded.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  return (parts[0] ?? '').toLowerCase() === PRIVATE_UPLOAD_PREFIX.slice(0, -1) || parts.includes('..');
}

/** A fresh storage key under `folder` (`users/7/3f9c….jpg`): unguessable, never reused. */
export function newUploadKey(folder: string, ext: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
}

/**
 * Whether a stored value is a file that belongs to its row alone and may be deleted with it.
 * Not an external URL (a social avatar is a link, not a file of ours), and not seeded demo media:
 * the seed shares `demo/…` (and `private/demo/…`) files between many rows and relies on them being there.
 */
export function isOwnedUpload(key: string | null | undefined): key is string {
  return (
    !!key &&
    !/^[a-z][a-z0-9+.-]*:/i.test(key) &&
    !key.startsWith('demo/') &&
    !key.startsWith(`${PRIVATE_UPLOAD_PREFIX}demo/`)
  );
}

/**
 * Deletes files once the rows that named them are gone, with the WebP variants of each picture
 * (image-variants.ts; deleting one never written is harmless). Runs after the commit, so a failure
 * here leaves an orphan file (disk space), never a row pointing at a missing file; it is not
 * retried. Returns how many deletes failed.
 */
export async function deleteOwnedUploads(
  storage: StorageAdapter,
  keys: Iterable<string | null | undefined>,
): Promise<number> {
  const unique = new Set<string>();
  for (const key of keys) {
    if (!isOwnedUpload(key)) continue;
    unique.add(key);
    if (isImageKey(key)) for (const variant of variantKeys(key)) unique.add(variant);
  }
  // A picture whose variants are still being made would get them back after this delete.
  await variantsSettled(unique);
  let failed = 0;
  for (const key of unique) {
    await storage.delete(key).catch(() => {
      failed += 1;
    });
  }
  return failed;
}
