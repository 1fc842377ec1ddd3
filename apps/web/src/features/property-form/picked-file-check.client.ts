'use client';

import {
  dimensionProblem,
  documentProblem,
  imageProblem,
  parameterFileProblem,
  sniffType,
} from './picked-file-check.util';

// Reading a chosen file in the browser for the checks of picked-file-check.util.

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

async function decodedSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

export type PickKind = 'image' | 'document' | 'parameter';

/** The problem with a chosen file, in the server's words, or null when it may be sent. */
export async function checkPickedFile(file: File, kind: PickKind): Promise<string | null> {
  const type = sniffType(await headOf(file));
  if (kind === 'document') return documentProblem(file.name, type, file.size);
  if (kind === 'parameter') {
    const problem = parameterFileProblem(type, file.size);
    if (problem || type === 'pdf') return problem;
    return dimensionProblem(await decodedSize(file));
  }
  return imageProblem(type, file.size) ?? dimensionProblem(await decodedSize(file));
}
