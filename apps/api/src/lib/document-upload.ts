// Placeholder until the storage branch lands its reader (magic bytes for PDF/DOC/DOCX/TXT).
import type { UploadedFile } from '../plugins/body.plugin.js';
import { errors } from './app-error.js';

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'jpg' | 'png';

export async function readDocumentUpload(
  file: UploadedFile,
  options: { field: string; maxBytes: number; allowed: readonly DocumentKind[] },
): Promise<{ data: Buffer; contentType: string; ext: string; kind: DocumentKind }> {
  if (!file.data.subarray(0, 5).equals(Buffer.from('%PDF-')) || !options.allowed.includes('pdf')) {
    throw errors.unsupportedMediaType(options.field, [...options.allowed]);
  }
  if (file.data.length > options.maxBytes) throw errors.payloadTooLarge(options.field, options.maxBytes);
  return { data: file.data, contentType: 'application/pdf', ext: 'pdf', kind: 'pdf' };
}
