import type { ChatMessageType } from '@domus/shared/constants/chat.constants';
import type { StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { toIso } from '../../db/dialect.js';
import { AUDIO_FORMATS, sniffAudioKind } from '../../lib/audio-upload.js';
import { DOCUMENT_FORMATS, sniffDocumentKind } from '../../lib/document-upload.js';
import { sniffImageType } from '../../lib/image-upload.js';
import { isOwnedUpload, newUploadKey } from '../../lib/upload-keys.js';
import type { ChatMessageRow } from './chat.repository.js';

/** One message as it was when the conversation was reported; files are the evidence's own copies. */
export interface EvidenceMessage {
  id: number;
  sender_id: number;
  receiver_id: number;
  message: string | null;
  file: string | null;
  audio: string | null;
  chat_message_type: ChatMessageType;
  created_at: string | null;
  updated_at: string | null;
}

/** The snapshot a chat report keeps (stored as JSON in the report row). */
export interface ChatReportEvidence {
  taken_at: string;
  property: { id: number; title: string; slug_id: string };
  /** The reporter, then the other party (0: the operator), with their names at the time. */
  parties: { id: number; name: string | null }[];
  /** Oldest first. */
  messages: EvidenceMessage[];
}

/** Where evidence copies live; nothing else names these keys, so no deletion path reaches them. */
const EVIDENCE_FOLDER = 'chat-reports';

function contentTypeOf(data: Buffer): string {
  const image = sniffImageType(data);
  if (image) return image;
  const document = sniffDocumentKind(data);
  if (document) return DOCUMENT_FORMATS[document].mime;
  const audio = sniffAudioKind(data);
  if (audio) return AUDIO_FORMATS[audio].mime;
  return 'application/octet-stream';
}

/**
 * A copy of a message's file for the evidence: deleting the message, the listing or an account
 * deletes the original. Seeded demo media and external links are never deleted, so they are
 * named as they are; a file already gone is recorded as missing (null).
 */
async function copyFile(storage: StorageAdapter, key: string | null, folder: string): Promise<string | null> {
  if (!key) return null;
  if (!isOwnedUpload(key)) return key;
  const data = await storage.get(key);
  if (!data) return null;
  const ext = /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? 'bin';
  const copy = newUploadKey(folder, ext);
  await storage.put(copy, data, contentTypeOf(data));
  return copy;
}

/**
 * The evidence of a conversation from its last messages (newest first, as read), with copies of
 * their files. Returns the copies too, so the caller can remove them if the report is not stored.
 */
export async function takeEvidence(
  storage: StorageAdapter,
  at: Date,
  context: Pick<ChatReportEvidence, 'property' | 'parties'>,
  newestFirst: ChatMessageRow[],
): Promise<{ evidence: ChatReportEvidence; copies: string[] }> {
  const folder = `${EVIDENCE_FOLDER}/${at.toISOString().slice(0, 7)}`;
  const copies: string[] = [];
  const messages: EvidenceMessage[] = [];
  try {
    for (const row of [...newestFirst].reverse()) {
      const file = await copyFile(storage, row.file, folder);
      const audio = await copyFile(storage, row.audio, folder);
      for (const [original, copy] of [
        [row.file, file],
        [row.audio, audio],
      ] as const) {
        if (copy && copy !== original) copies.push(copy);
      }
      messages.push({
        id: row.id,
        sender_id: row.sender_id,
        receiver_id: row.receiver_id,
        message: row.message,
        file,
        audio,
        chat_message_type: row.chat_message_type as ChatMessageType,
        created_at: toIso(row.created_at),
        updated_at: toIso(row.updated_at),
      });
    }
  } catch (error) {
    await Promise.all(copies.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return { evidence: { taken_at: toIso(at) as string, ...context, messages }, copies };
}

/** The stored snapshot, read back; one that cannot be read is null (shown as missing), never a 500. */
export function readEvidence(text: string): ChatReportEvidence | null {
  try {
    const parsed = JSON.parse(text) as ChatReportEvidence;
    return Array.isArray(parsed?.messages) ? parsed : null;
  } catch {
    return null;
  }
}
