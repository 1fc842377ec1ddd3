import type { CleanLimits } from './image-codec.js';

/** The jobs the image worker process does, and its answers (image-engine.ts ↔ image-worker.ts). */
export type ImageJob =
  | { op: 'clean'; data: Uint8Array; jpeg: boolean; limits: CleanLimits }
  | { op: 'webp'; data: Uint8Array; widths: number[] };

export type ImageJobAnswer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

/** Bytes that crossed the IPC channel arrive as a Uint8Array: the same memory, seen as a Buffer. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
