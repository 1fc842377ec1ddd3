import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { errors } from '../../lib/app-error.js';
import { readDocumentUpload } from '../../lib/document-upload.js';
import { type CleanImage, isUploadedFile, readImageUpload, sniffImageType } from '../../lib/image-upload.js';
import { newUploadKey } from '../../lib/upload-keys.js';
import type { UploadedFile } from '../../plugins/body.plugin.js';

/** §4.21: listing images are JPEG or PNG of at most 3 MB, 120–10,000 px a side. */
export const LISTING_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Documents: PDF, DOC, DOCX or TXT of at most 5 MB. */
export const LISTING_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Values of `file` parameters: a picture or a PDF of at most 3 MB. */
export const PARAMETER_FILE_MAX_BYTES = 3 * 1024 * 1024;
/** Project floor plans: a picture or a PDF of at most 5 MB. */
export const FLOOR_PLAN_MAX_BYTES = 5 * 1024 * 1024;

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
    const doc = await readDocumentUpload(file, { field, maxBytes, allowed: ['jpg', 'png', 'pdf'] });
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
