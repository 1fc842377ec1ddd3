import { CHAT_AUDIO_MAX_BYTES, CHAT_FILE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { errors } from '../../lib/app-error.js';
import { readAudioUpload } from '../../lib/audio-upload.js';
import { DOCUMENT_FORMATS, readDocumentUpload, sniffDocumentKind } from '../../lib/document-upload.js';
import { isUploadedFile, readImageUpload, sniffImageType } from '../../lib/image-upload.js';
import { newUploadKey } from '../../lib/upload-keys.js';

/** What a chat file field accepts (§4.21), named in a refusal so the client can say what to send. */
const CHAT_FILE_ALLOWED = [
  'image/jpeg',
  'image/png',
  DOCUMENT_FORMATS.pdf.mime,
  DOCUMENT_FORMATS.doc.mime,
  DOCUMENT_FORMATS.docx.mime,
];

export interface CheckedChatUpload {
  key: string;
  data: Buffer;
  contentType: string;
}

function uploadedFile(value: unknown, field: string) {
  if (!isUploadedFile(value)) throw errors.field(field, 'This field must be a file');
  return value;
}

/**
 * A message's attachment, read and checked before anything is written: `file` is a picture (decoded
 * and re-encoded, so no EXIF or location leaves with it; any size of picture a phone takes) or a
 * PDF/DOC/DOCX; `audio` is a voice note. Types come from the bytes, never the name.
 */
export async function checkChatUpload(
  value: unknown,
  field: 'file' | 'audio',
  folder: string,
): Promise<CheckedChatUpload> {
  const file = uploadedFile(value, field);
  if (field === 'audio') {
    const audio = readAudioUpload(file, { field, maxBytes: CHAT_AUDIO_MAX_BYTES });
    return { key: newUploadKey(folder, audio.ext), data: audio.data, contentType: audio.contentType };
  }
  if (sniffImageType(file.data)) {
    const image = await readImageUpload(file, { field, maxBytes: CHAT_FILE_MAX_BYTES, minSide: 1 });
    return { key: newUploadKey(folder, image.ext), data: image.data, contentType: image.contentType };
  }
  const kind = sniffDocumentKind(file.data);
  if (kind !== 'pdf' && kind !== 'doc' && kind !== 'docx')
    throw errors.unsupportedMediaType(field, CHAT_FILE_ALLOWED);
  const doc = readDocumentUpload(file, {
    field,
    maxBytes: CHAT_FILE_MAX_BYTES,
    allowed: ['pdf', 'doc', 'docx'],
  });
  return { key: newUploadKey(folder, doc.ext), data: doc.data, contentType: doc.contentType };
}

/** Writes a checked attachment; the caller removes it again if the message is not stored. */
export async function storeChatUpload(storage: StorageAdapter, upload: CheckedChatUpload): Promise<string> {
  await storage.put(upload.key, upload.data, upload.contentType);
  return upload.key;
}
