/**
 * A minimal, valid one-page PDF (A4, built-in Helvetica) for demo brochures and listing documents.
 * Hand-written rather than a library: the seed needs a few lines of text, and the byte offsets of
 * the cross-reference table are all a reader checks.
 */
export function simplePdf(title: string, subtitle: string, paragraphs: string[]): Buffer {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    lines.push(...wrap(paragraph, 88), '');
  }
  const text = [
    'BT /F1 22 Tf 1 1 1 rg 56 800 Td',
    `(${pdfText('Domus Realty')}) Tj`,
    'ET',
    'BT /F1 18 Tf 0.06 0.09 0.16 rg 56 730 Td',
    `(${pdfText(title)}) Tj`,
    '/F2 12 Tf 0 -22 Td 0.35 0.38 0.42 rg',
    `(${pdfText(subtitle)}) Tj`,
    '/F2 11 Tf 0 -34 Td 15 TL 0.1 0.1 0.1 rg',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const content = `0.06 0.46 0.43 rg 0 772 595 70 re f\n${text}\n0.8 0.8 0.8 RG 56 60 m 539 60 l S\nBT /F2 9 Tf 0.4 0.4 0.4 rg 56 44 Td (${pdfText('Demo document generated for the Domus sample data. Not a legal document.')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Escapes PDF string delimiters and keeps to characters the standard fonts encode. */
function pdfText(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\x7E£]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  return out;
}
