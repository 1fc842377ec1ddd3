import type { UploadedFile } from '../plugins/body.plugin.js';
import { errors } from './app-error.js';

/**
 * An uploaded document (listing documents, floor plans, verification files) checked before it is
 * stored. Its type is read from the bytes alone, never from the file name or the declared type,
 * and names the stored extension and Content-Type, so a file is always served as what it is.
 * The bytes are stored as sent: documents are not rewritten the way images are.
 */
export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'txt';

export const DOCUMENT_FORMATS: Record<DocumentKind, { mime: string; ext: DocumentKind }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  doc: { mime: 'application/msword', ext: 'doc' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  txt: { mime: 'text/plain', ext: 'txt' },
};

export interface DocumentUploadOptions {
  /** The request field, named in every error so the client can point at it. */
  field: string;
  maxBytes: number;
  allowed: readonly DocumentKind[];
}

export interface CheckedDocument {
  data: Buffer;
  /** What to store it with: text says its charset, so browsers never guess one. */
  contentType: string;
  ext: DocumentKind;
  kind: DocumentKind;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// A Word binary file always has a stream of this name; other compound files (Excel, PowerPoint,
// installers) share the OLE signature but not it. Directory names are UTF-16LE.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN_PART = 'word/document.xml';

/** The document kind by content; null for anything else (an image, a spreadsheet, binary data). */
export function sniffDocumentKind(data: Buffer): DocumentKind | null {
  if (data.length === 0) return null;
  if (startsWith(data, PDF_MAGIC)) return 'pdf';
  if (startsWith(data, OLE_MAGIC)) return data.includes(WORD_STREAM) ? 'doc' : null;
  if (startsWith(data, ZIP_MAGIC)) return zipEntryNames(data)?.has(DOCX_MAIN_PART) ? 'docx' : null;
  return isPlainText(data) ? 'txt' : null;
}

export function readDocumentUpload(file: UploadedFile, options: DocumentUploadOptions): CheckedDocument {
  const { field, maxBytes, allowed } = options;
  const kind = sniffDocumentKind(file.data);
  if (!kind || !allowed.includes(kind)) {
    throw errors.unsupportedMediaType(
      field,
      allowed.map((k) => DOCUMENT_FORMATS[k].mime),
    );
  }
  if (file.data.length > maxBytes) throw errors.payloadTooLarge(field, maxBytes);
  const { mime, ext } = DOCUMENT_FORMATS[kind];
  return { data: file.data, contentType: kind === 'txt' ? `${mime}; charset=utf-8` : mime, ext, kind };
}

function startsWith(data: Buffer, magic: Buffer): boolean {
  return data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 with no NUL byte: binary formats fail one or the other within their first bytes. */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_ENTRY_SIZE = 46;

/**
 * The entry names listed in a ZIP file's central directory (its table of contents at the end),
 * lower-cased, or null when there is no readable one. Nothing is decompressed. Office files never
 * need ZIP64 at these sizes, so its markers are treated as unreadable.
 */
export function zipEntryNames(data: Buffer): Set<string> | null {
  // The end record is the last thing in the file, followed only by a comment of up to 64 KB.
  const lowest = Math.max(0, data.length - EOCD_SIZE - 0xffff);
  let end = -1;
  for (let at = data.length - EOCD_SIZE; at >= lowest; at--) {
    // The comment may hold the signature's bytes too: the true record's comment reaches the end.
    if (
      data.readUInt32LE(at) === EOCD_SIGNATURE &&
      data.readUInt16LE(at + 20) === data.length - at - EOCD_SIZE
    ) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff || offset + size > end) return null;

  const names = new Set<string>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_ENTRY_SIZE > end || data.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const nameEnd = at + CENTRAL_ENTRY_SIZE + nameLength;
    if (nameEnd > end) return null;
    // Part names of an Office file are ASCII and compared without case (OPC).
    names.add(data.toString('latin1', at + CENTRAL_ENTRY_SIZE, nameEnd).toLowerCase());
    at = nameEnd + extraLength + commentLength;
  }
  return names;
}
