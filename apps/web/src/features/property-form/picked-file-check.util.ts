import { ERRORS, IMAGE_TOO_SMALL } from '@domus/shared/constants/messages.constants';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_SIZE,
  LISTING_DOCUMENTS_MAX,
  PROPERTY_GALLERY_MAX,
} from '@domus/shared/constants/upload-limits.constants';

// The browser's checks of a chosen file before anything is sent (contract §4.21): type by the
// file's first bytes, as the server decides it, size, and for pictures at least 120×120. Each
// answers in the server's own words; the server checks everything again.

export const IMAGE_ACCEPT = 'image/jpeg,image/png';
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';
/** `file` parameters: a picture or a PDF. */
export const PARAMETER_FILE_ACCEPT = 'image/jpeg,image/png,application/pdf';

export type SniffedType = 'jpeg' | 'png' | 'pdf' | 'ole' | 'zip';

const starts = (head: Uint8Array, signature: readonly number[]) =>
  head.length >= signature.length && signature.every((byte, i) => head[i] === byte);

/** What a file is by its first bytes; null for anything else (plain text included). */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  // Word 97–2003 (.doc) is an OLE compound file; .docx is a ZIP package.
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const TOO_LARGE = ERRORS.PAYLOAD_TOO_LARGE.message;
const WRONG_TYPE = ERRORS.UNSUPPORTED_MEDIA_TYPE.message;

/** A listing picture: JPEG or PNG of at most 3 MB. */
export function imageProblem(type: SniffedType | null, size: number): string | null {
  if (type !== 'jpeg' && type !== 'png') return WRONG_TYPE;
  return size > IMAGE_MAX_BYTES ? TOO_LARGE : null;
}

/** A picture's pixels; one the browser could not decode is refused the way the server would. */
export function dimensionProblem(size: { width: number; height: number } | null): string | null {
  if (!size || size.width < IMAGE_MIN_SIZE || size.height < IMAGE_MIN_SIZE) return IMAGE_TOO_SMALL;
  return null;
}

const DOCUMENT_TYPES: Record<string, SniffedType | 'text'> = {
  pdf: 'pdf',
  doc: 'ole',
  docx: 'zip',
  txt: 'text',
};

/**
 * A listing document: PDF, DOC, DOCX or TXT of at most 5 MB, its content matching its name (text
 * has no signature: it must simply not be one of the binary kinds).
 */
export function documentProblem(name: string, type: SniffedType | null, size: number): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const expected = DOCUMENT_TYPES[extension];
  const matches = expected === 'text' ? type === null : expected !== undefined && type === expected;
  if (!matches) return WRONG_TYPE;
  return size > DOCUMENT_MAX_BYTES ? TOO_LARGE : null;
}

/** The value of a `file` parameter: a JPEG, PNG or PDF of at most 3 MB. */
export function parameterFileProblem(type: SniffedType | null, size: number): string | null {
  if (type !== 'jpeg' && type !== 'png' && type !== 'pdf') return WRONG_TYPE;
  return size > IMAGE_MAX_BYTES ? TOO_LARGE : null;
}

// The API's own words for the two list limits (property-post.service).
export const GALLERY_LIMIT_MESSAGE = `At most ${PROPERTY_GALLERY_MAX} gallery images are allowed`;
export const DOCUMENTS_LIMIT_MESSAGE = `At most ${LISTING_DOCUMENTS_MAX} documents are allowed`;

/** How many more files a list takes, given those it keeps. */
export function roomLeft(max: number, kept: number, added: number): number {
  return Math.max(0, max - kept - added);
}
