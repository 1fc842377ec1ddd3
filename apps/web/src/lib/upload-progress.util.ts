// Per-file progress of one multipart upload. XMLHttpRequest reports how many bytes of the whole
// body went out; the body is the form's parts in order, so each file occupies a known stretch of
// it. The stretches are estimated from the parts (the browser's boundary and headers add a few
// dozen bytes a part) and scaled to the total the browser reports, which keeps the error to a
// few hundred bytes: invisible on a progress bar.

export type MultipartEntry = readonly [name: string, value: string | Blob];

export interface ByteRange {
  name: string;
  start: number;
  end: number;
}

// `------WebKitFormBoundary` + 16 characters, as Chromium and Safari send it (Firefox's is
// similar in length); only the estimate depends on it.
const BOUNDARY_LINE = 2 + 40 + 2;
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;

/** Where each file's bytes lie in the body (estimated), for every file entry. */
export function fileByteRanges(entries: Iterable<MultipartEntry>): { ranges: ByteRange[]; total: number } {
  const ranges: ByteRange[] = [];
  let offset = 0;
  for (const [name, value] of entries) {
    offset += BOUNDARY_LINE;
    if (typeof value === 'string') {
      offset += bytes(`Content-Disposition: form-data; name="${name}"\r\n\r\n`) + bytes(value) + 2;
      continue;
    }
    const filename = 'name' in value && typeof value.name === 'string' ? value.name : 'blob';
    offset += bytes(`Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\n`);
    offset += bytes(`Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`);
    ranges.push({ name, start: offset, end: offset + value.size });
    offset += value.size + 2;
  }
  return { ranges, total: offset + BOUNDARY_LINE + 2 };
}

/** How much of one file has gone out, 0 to 1, from the upload's own byte counts. */
export function rangeProgress(
  range: ByteRange,
  estimatedTotal: number,
  loaded: number,
  total: number,
): number {
  if (total <= 0 || estimatedTotal <= 0) return 0;
  if (loaded >= total) return 1;
  const position = (loaded / total) * estimatedTotal;
  const size = range.end - range.start;
  if (size <= 0) return position >= range.start ? 1 : 0;
  return Math.min(1, Math.max(0, (position - range.start) / size));
}
