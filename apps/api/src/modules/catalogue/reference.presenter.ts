import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';

/** Outdoor facility, report reason and FAQ as they leave the server. */

export function presentFacility(
  storage: StorageAdapter,
  row: { id: number; name: string; image: string | null },
) {
  return { id: row.id, name: row.name, image: mediaUrl(storage, row.image) };
}

export function presentReportReason(row: { id: number; reason: string }) {
  return { id: row.id, reason: row.reason };
}

export function presentFaq(row: { id: number; question: string; answer: string }) {
  return { id: row.id, question: row.question, answer: row.answer };
}
