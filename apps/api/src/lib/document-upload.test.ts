import { DOCUMENT_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../plugins/body.plugin.js';
import { docx, jpegWithExif, pdf, png, wordBinaryHead, zipOf } from '../testing/upload-fixtures.js';
import { AppError } from './app-error.js';
import {
  DOCUMENT_FORMATS,
  type DocumentKind,
  readDocumentUpload,
  sniffDocumentKind,
  zipEntryNames,
} from './document-upload.js';

const ALL: DocumentKind[] = ['pdf', 'doc', 'docx', 'txt'];
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const file = (data: Buffer, filename = 'file.pdf', mimetype = 'application/pdf'): UploadedFile => ({
  kind: 'file',
  field: 'documents',
  filename,
  mimetype,
  data,
});

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('the file was accepted');
}

const read = (data: Buffer, allowed: readonly DocumentKind[] = ALL, maxBytes = DOCUMENT_MAX_BYTES) =>
  readDocumentUpload(file(data), { field: 'documents.0', maxBytes, allowed });

describe('readDocumentUpload accepts real documents by their bytes', () => {
  it('takes a PDF', () => {
    const data = pdf();
    expect(read(data)).toEqual({ data, contentType: 'application/pdf', ext: 'pdf', kind: 'pdf' });
  });

  it('takes a DOCX (a ZIP whose directory lists word/document.xml)', () => {
    const data = docx();
    expect(read(data)).toEqual({ data, contentType: DOCX_MIME, ext: 'docx', kind: 'docx' });
  });

  it('takes a Word 97–2003 DOC (a compound file with a WordDocument stream)', () => {
    expect(read(wordBinaryHead())).toMatchObject({
      contentType: 'application/msword',
      ext: 'doc',
      kind: 'doc',
    });
  });

  it('takes UTF-8 text, with or without a byte-order mark, and stores it with its charset', () => {
    const text = Buffer.from('Plot 12, Bhuj — plan révisé ✓\r\nSecond line\t…\n');
    expect(read(text)).toEqual({
      data: text,
      contentType: 'text/plain; charset=utf-8',
      ext: 'txt',
      kind: 'txt',
    });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text]);
    expect(read(bom).kind).toBe('txt');
  });

  it('takes a file exactly at the size limit', () => {
    const data = Buffer.alloc(1000, 'a');
    expect(read(data, ['txt'], 1000).kind).toBe('txt');
  });
});

describe('readDocumentUpload refuses by content, whatever the name says', () => {
  it.each([
    ['a PNG named .pdf', () => png(), 'plan.pdf', 'application/pdf'],
    ['a JPEG named .docx', () => jpegWithExif(), 'deed.docx', DOCX_MIME],
    [
      'text starting with "hello" named .pdf',
      async () => Buffer.from('hello, this is not a PDF'),
      'a.pdf',
      'application/pdf',
    ],
    ['a PDF named .txt, where only text is allowed', async () => pdf(), 'notes.txt', 'text/plain'],
  ])('%s: 415 naming the field and the allowed types', async (_label, make, filename, mimetype) => {
    // Only the kind the name claims is allowed: a check trusting the name would accept each file.
    const allowed = [filename.split('.').pop() as DocumentKind];
    const data = await make();
    const error = refusal(() =>
      readDocumentUpload(file(data, filename, mimetype), {
        field: 'documents.0',
        maxBytes: DOCUMENT_MAX_BYTES,
        allowed,
      }),
    );
    expect(error.status).toBe(415);
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.details).toEqual({
      field: 'documents.0',
      allowed: allowed.map((k) => DOCUMENT_FORMATS[k].mime),
    });
  });

  it.each([
    ['a ZIP without word/document.xml (a spreadsheet)', zipOf({ 'xl/workbook.xml': '<workbook/>' })],
    [
      'a ZIP naming word/document.xml only inside a file, not as an entry',
      zipOf({ 'notes.txt': 'see word/document.xml' }),
    ],
    ['a ZIP whose entry only resembles the main part', zipOf({ 'word/document.xml.bak': '<w:document/>' })],
    ['a DOCX cut short (no central directory)', docx().subarray(0, 200)],
    ['a compound file that is not Word (an Excel workbook)', wordBinaryHead('Workbook')],
    ['text with a NUL byte', Buffer.from('abc\0def')],
    ['Latin-1 text (not UTF-8)', Buffer.from('caf\xe9', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
  ])('%s: 415', (_label, data) => {
    expect(refusal(() => read(data)).status).toBe(415);
  });

  it('refuses an allowed type over the limit with 413 naming the field and the limit', () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const error = refusal(() => read(big));
    expect(error.status).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.details).toEqual({ field: 'documents.0', max_bytes: DOCUMENT_MAX_BYTES });
    expect(refusal(() => read(Buffer.alloc(1001, 'a'), ['txt'], 1000)).status).toBe(413);
  });

  it('judges the type before the size: an oversized file of the wrong type is a 415', () => {
    expect(refusal(() => read(Buffer.alloc(2000, 'a'), ['pdf'], 1000)).status).toBe(415);
  });
});

describe('sniffDocumentKind and zipEntryNames', () => {
  it('tells every kind apart and ignores what is not a document', async () => {
    expect(sniffDocumentKind(pdf())).toBe('pdf');
    expect(sniffDocumentKind(docx())).toBe('docx');
    expect(sniffDocumentKind(wordBinaryHead())).toBe('doc');
    expect(sniffDocumentKind(Buffer.from('plain'))).toBe('txt');
    expect(sniffDocumentKind(await png())).toBeNull();
  });

  it('reads the central directory, also behind an archive comment', () => {
    const lookalike = `PK\x05\x06${'x'.repeat(40)}`;
    const names = zipEntryNames(zipOf({ 'a.txt': 'x', 'Word/Document.xml': 'y' }, lookalike));
    expect(names).toEqual(new Set(['a.txt', 'word/document.xml']));
    expect(zipEntryNames(Buffer.from('PK\x03\x04 no directory'))).toBeNull();
  });
});
