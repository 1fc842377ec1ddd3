import { VERIFICATION_FILE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import { errors } from '../../lib/app-error.js';
import { DOCUMENT_FORMATS, readDocumentUpload, sniffDocumentKind } from '../../lib/document-upload.js';
import { isUploadedFile, readImageUpload, sniffImageType } from '../../lib/image-upload.js';
import { newUploadKey } from '../../lib/upload-keys.js';

/**
 * Verification files are identity papers: stored under the private prefix (never served by the
 * public media route, see upload-keys.ts) and read back only through the access-checked
 * verification file route.
 */
export const VERIFICATION_FILE_ALLOWED = [
  'image/jpeg',
  'image/png',
  DOCUMENT_FORMATS.pdf.mime,
  DOCUMENT_FORMATS.doc.mime,
  DOCUMENT_FORMATS.docx.mime,
  DOCUMENT_FORMATS.txt.mime,
];

export interface CheckedVerificationFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** The stored type of a key, from its extension (keys are made here from the sniffed type). */
export const VERIFICATION_FILE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: DOCUMENT_FORMATS.pdf.mime,
  doc: DOCUMENT_FORMATS.doc.mime,
  docx: DOCUMENT_FORMATS.docx.mime,
  txt: `${DOCUMENT_FORMATS.txt.mime}; charset=utf-8`,
};

export function isVerificationFile(value: unknown): boolean {
  return isUploadedFile(value);
}

/**
 * One file answer, typed by its bytes (never its name): a JPEG or PNG (decoded and written again,
 * so no EXIF or location goes with it) or a PDF, DOC, DOCX or text file, at most 5 MB.
 */
export async function checkVerificationFile(
  value: unknown,
  field: string,
  folder: string,
): Promise<CheckedVerificationFile> {
  if (!isUploadedFile(value)) throw errors.field(field, 'This field must be a file');
  if (sniffImageType(value.data)) {
    const image = await readImageUpload(value, { field, maxBytes: VERIFICATION_FILE_MAX_BYTES, minSide: 1 });
    return { key: newUploadKey(folder, image.ext), data: image.data, contentType: image.contentType };
  }
  if (!sniffDocumentKind(value.data)) throw errors.unsupportedMediaType(field, VERIFICATION_FILE_ALLOWED);
  const doc = readDocumentUpload(value, {
    field,
    maxBytes: VERIFICATION_FILE_MAX_BYTES,
    allowed: ['pdf', 'doc', 'docx', 'txt'],
  });
  return { key: newUploadKey(folder, doc.ext), data: doc.data, contentType: doc.contentType };
}
