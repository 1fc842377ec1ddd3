import type { ApiResult } from '@/lib/api-client';
import { uploadApi } from '@/lib/api-upload';
import type { ChatMessage } from '@/lib/chat.types';
import type { ThreadKey } from '../chat-cache.util';

export interface OutgoingMessage {
  message?: string;
  file?: File;
  /** A recorded voice note and the name it goes under (its extension names its format). */
  audio?: { blob: Blob; name: string };
}

/**
 * `send_message` (multipart: text, a file or a voice note). The upload reports its progress, so a
 * file on a slow connection shows how far it got.
 */
export function sendMessage(
  key: ThreadKey,
  outgoing: OutgoingMessage,
  onProgress?: (percent: number) => void,
): Promise<ApiResult<ChatMessage>> {
  const body = new FormData();
  body.set('receiver_id', String(key.other));
  body.set('property_id', String(key.propertyId));
  if (outgoing.message) body.set('message', outgoing.message);
  if (outgoing.file) body.set('file', outgoing.file);
  if (outgoing.audio) body.set('audio', outgoing.audio.blob, outgoing.audio.name);
  return uploadApi<ChatMessage>('send_message', body, {
    onProgress: onProgress
      ? ({ loaded, total }) => onProgress(total > 0 ? Math.round((loaded / total) * 100) : 0)
      : undefined,
  });
}
