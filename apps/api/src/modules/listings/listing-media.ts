import {
  FLOOR_PLAN_MAX_BYTES,
  DOCUMENT_MAX_BYTES as LISTING_DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES as LISTING_IMAGE_MAX_BYTES,
  PARAMETER_FILE_MAX_BYTES,
} from '@domus/shared/constants/upload-limits.constants';
import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { errors } from '../../lib/app-error.js';
import { readDocumentUpload, sniffDocumentKind } from '../../lib/document-upload.js';
import { type CleanImage, isUploadedFile, readImageUpload, sniffImageType } from '../../lib/image-upload.js';
import { variantsSettled, writeImageVariantsLater } from '../../lib/image-variants.js';
import { newUploadKey } from '../../lib/upload-keys.js';
import type { UploadedFile } from '../../plugins/body.plugin.js';

// §4.21's limits, from the one shared list the web form reads too.
export {
  DOCUMENT_MAX_BYTES as LISTING_DOCUMENT_MAX_BYTES,
  FLOOR_PLAN_MAX_BYTES,
  IMAGE_MAX_BYTES as LISTING_IMAGE_MAX_BYTES,
  PARAMETER_FILE_MAX_BYTES,
} from '@domus/shared/constants/upload-limits.constants';

/** The name a document is listed under: the uploader's file name without any path, kept short. */
function displayName(filename: string, ext: string): string {
  const base = filename.split(/[\\/]/).pop()?.trim() ?? '';
  // Control characters and markup have no place in a name shown to people.
  const clean = Array.from(base)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && !'<>"'.includes(ch))
    .join('')
    .slice(0, 150);
  return clean || `document.${ext}`;
}

/** Waits for the WebP variants still being made in the background (tests, the benchmark). */
export function settleImageVariants(): Promise<void> {
  return variantsSettled();
}

/** The files of a form field (one or several); a text value where a file belongs is refused. */
export function formFiles(value: unknown, field: string): UploadedFile[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => {
    if (!isUploadedFile(item)) throw errors.field(`${field}.${i}`, 'This field must be a file');
    return item;
  });
}

/** The file of a single-file form field, if one was sent. */
export function formFile(value: unknown, field: string): UploadedFile | undefined {
  if (value === undefined) return undefined;
  if (!isUploadedFile(value)) throw errors.field(field, 'This field must be a file');
  return value;
}

export interface PreparedFile {
  key: string;
  data: Buffer;
  contentType: string;
  /** Set for pictures: their variants are written beside them. */
  image?: CleanImage;
}

/**
 * The files of one listing save, in two steps so that a refused request stores nothing: every
 * file is read and checked first (type from the bytes, size, pixels; pictures decoded and
 * re-encoded without metadata), then all are written. A failure after writing — in storage or in
 * the database transaction that follows — removes what this save wrote (`discard`).
 */
export function listingMedia(storage: StorageAdapter, folder: string) {
  const prepared: PreparedFile[] = [];
  const written: string[] = [];

  /**
   * Pictures are decoded and re-encoded like every other (no EXIF leaves with them); anything
   * else must be a PDF, and the refusal lists all three kinds so the client can say what to send.
   */
  async function pictureOrPdf(file: UploadedFile, field: string, maxBytes: number): Promise<string> {
    if (sniffImageType(file.data)) {
      const image = await readImageUpload(file, { field, maxBytes });
      const key = newUploadKey(folder, image.ext);
      prepared.push({ key, data: image.data, contentType: image.contentType, image });
      return key;
    }
    // Not a picture: a PDF or nothing, and the refusal names all three kinds the field takes.
    if (sniffDocumentKind(file.data) !== 'pdf')
      throw errors.unsupportedMediaType(field, ['jpg', 'png', 'pdf']);
    const doc = readDocumentUpload(file, { field, maxBytes, allowed: ['pdf'] });
    const key = newUploadKey(folder, doc.ext);
    prepared.push({ key, data: doc.data, contentType: doc.contentType });
    return key;
  }

  return {
    /** A picture field: checked and cleaned now, stored by `store`. Returns its storage key. */
    async image(file: UploadedFile, field: string): Promise<string> {
      const image = await readImageUpload(file, { field, maxBytes: LISTING_IMAGE_MAX_BYTES });
      const key = newUploadKey(folder, image.ext);
      prepared.push({ key, data: image.data, contentType: image.contentType, image });
      return key;
    },

    /** A listing document (PDF, DOC, DOCX, TXT): its key, listed name and type. */
    async document(file: UploadedFile, field: string) {
      const doc = await readDocumentUpload(file, {
        field,
        maxBytes: LISTING_DOCUMENT_MAX_BYTES,
        allowed: ['pdf', 'doc', 'docx', 'txt'],
      });
      const key = newUploadKey(folder, doc.ext);
      prepared.push({ key, data: doc.data, contentType: doc.contentType });
      return { file: key, file_name: displayName(file.filename, doc.ext), type: doc.ext };
    },

    /** The value of a `file` parameter: a picture (cleaned like the others) or a PDF. */
    async parameterFile(file: UploadedFile, field: string): Promise<string> {
      return pictureOrPdf(file, field, PARAMETER_FILE_MAX_BYTES);
    },

    /** A project's floor plan: a picture (cleaned like the others) or a PDF. */
    async floorPlan(file: UploadedFile, field: string): Promise<string> {
      return pictureOrPdf(file, field, FLOOR_PLAN_MAX_BYTES);
    },

    /** Writes every prepared file; on a failure removes those already written and rethrows. */
    async store(): Promise<void> {
      try {
        for (const file of prepared) {
          await storage.put(file.key, file.data, file.contentType);
          written.push(file.key);
        }
      } catch (error) {
        await this.discard();
        throw error;
      }
    },

    /**
     * The WebP variants of this save's pictures, written in the background after the commit. A
     * failure leaves a picture without variants (pages fall back to the original), never a
     * broken listing; it is logged.
     */
    writeVariantsLater(onError: (error: unknown) => void): void {
      // WebP copies of three photos cost more than the rest of a post together: they are made
      // once the member has their answer, and pages use the original until then.
      for (const file of prepared) {
        if (file.image && written.includes(file.key)) {
          writeImageVariantsLater(storage, file.key, file.image, onError);
        }
      }
    },

    /** Removes what this save wrote (the database refused it). Best effort, never throws. */
    async discard(): Promise<void> {
      for (const key of written.splice(0)) await storage.delete(key).catch(() => undefined);
    },

    get keys(): string[] {
      return prepared.map((f) => f.key);
    },
  };
}

export type ListingMedia = ReturnType<typeof listingMedia>;

/** Tries before a save gives up on a free slug that others keep taking first. */
const SLUG_ATTEMPTS = 3;

/**
 * Inserts a new listing under a free slug, with the files `media` stored: two posts racing for one
 * free slug are decided by the unique index, and the loser picks again. If the insert fails for
 * good (no unit left, a database error), the files this save wrote are removed.
 */
export async function insertUnderFreeSlug(
  media: ListingMedia,
  pick: () => Promise<string>,
  insert: (slug: string) => Promise<number>,
): Promise<number> {
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await insert(await pick());
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    await media.discard();
    throw error;
  }
}
