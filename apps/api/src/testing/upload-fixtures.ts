import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real files for upload tests, made locally with sharp: pictures with and without EXIF, a GIF,
 * a PDF and a PNG of noise that does not compress below the 3 MB limit.
 */
export interface MultipartPart {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/** A multipart/form-data body for app.inject. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----domus-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      const type = part.file.contentType ?? 'application/octet-stream';
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        part.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });

/** A JPEG carrying camera and GPS EXIF (the strings below must not survive an upload). */
export const EXIF_MARKERS = ['DomusTestCam', 'PrivateModel'];
export function jpegWithExif(width = 300, height = 240): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: EXIF_MARKERS[0] as string, Model: EXIF_MARKERS[1] as string },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    })
    .toBuffer();
}

export const png = (width = 200, height = 200) => canvas(width, height).png().toBuffer();
export const gif = (width = 200, height = 200) => canvas(width, height).gif().toBuffer();
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** Random pixels in a PNG: ~3.6 MB, over the 3 MB photo limit and under the 5 MB request cap. */
export function noisePng(side = 1100): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Decompression bombs: one colour over a huge canvas compresses to a few hundred KB, yet decoding
 * it would hold every pixel in memory.
 */
export function solidImage(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 30, b: 30 } },
    limitInputPixels: false,
  })
    .toFormat(format)
    .toBuffer();
}

/** A small real PNG whose header claims other dimensions (checksum fixed): a bomb for the cost of a header. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const out = Buffer.from(await png(200, 200));
  // Signature (8) + IHDR length (4) + "IHDR" (4): width and height follow, then the CRC at 29.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/**
 * A ZIP archive of these entries (deflated), written by the format's rules: local headers, then
 * the central directory and its end record. `comment` goes after the end record, as ZIP allows.
 */
export function zipOf(entries: Record<string, string | Buffer>, comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}

/** The smallest Word document: content types, the package relationship and the main part. */
export function docx(text = 'Sale deed'): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/**
 * The head of a Word 97–2003 file: the compound-file signature and header, and a directory sector
 * naming the root and the WordDocument stream (what a sniffer reads; no Word content follows).
 */
export function wordBinaryHead(streamName = 'WordDocument'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(0, 48); // first directory sector
  const directory = Buffer.alloc(512);
  const entry = (index: number, name: string, type: number) => {
    const at = index * 128;
    const bytes = Buffer.from(`${name}\0`, 'utf16le');
    bytes.copy(directory, at);
    directory.writeUInt16LE(bytes.length, at + 64);
    directory.writeUInt8(type, at + 66);
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  return Buffer.concat([header, directory]);
}
