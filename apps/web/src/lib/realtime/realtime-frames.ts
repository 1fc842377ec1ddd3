import type { ChatMessage } from '../chat.types';

// The frames `GET /api/realtime` sends (contract §3.7 "Realtime"), as `{type, data}`. Kept apart
// from the client so a component can name a frame's data without loading the client.

export interface RealtimeFrameMap {
  'chat.message': ChatMessage;
  'chat.message_deleted': { id: number; property_id: number; sender_id: number };
  /** `user_id` read the conversation about `property_id` with me up to `read_at`. */
  'chat.read': { user_id: number; property_id: number; read_at: string };
  /** Notification §2.12; typed by whoever shows it. */
  notification: Record<string, unknown>;
  /** Payment transaction §2.11. */
  payment: Record<string, unknown>;
  'session.revoked': { reason?: string };
}

export type RealtimeFrameType = keyof RealtimeFrameMap;

export type RealtimeHandler<K extends RealtimeFrameType> = (data: RealtimeFrameMap[K]) => void;

/** A frame as it arrives: anything that is not `{type: string, data}` is dropped. */
export function parseFrame(text: unknown): { type: string; data: unknown } | null {
  if (typeof text !== 'string') return null;
  try {
    const frame = JSON.parse(text) as { type?: unknown; data?: unknown } | null;
    if (!frame || typeof frame.type !== 'string') return null;
    return { type: frame.type, data: frame.data ?? null };
  } catch {
    return null;
  }
}
