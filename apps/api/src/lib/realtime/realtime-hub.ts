/**
 * Realtime delivery to signed-in users (contract §3.7 "Realtime"): services publish frames to
 * user ids; whatever holds those users' connections (the WebSocket route) listens here. This hub
 * is in-process; a shared one (Redis pub/sub, so several API processes reach each other's
 * sockets) implements the same interface.
 */

export type RealtimeFrameType =
  | 'chat.message'
  | 'chat.message_deleted'
  | 'notification'
  | 'payment'
  | 'session.revoked';

export interface RealtimeFrame {
  type: RealtimeFrameType;
  data: unknown;
}

export type RealtimeListener = (frame: RealtimeFrame) => void;

export interface RealtimeHub {
  /** Delivers `frame` to every connection of each user (on every instance, for a shared hub). */
  publish(userIds: readonly number[], frame: RealtimeFrame): Promise<void>;
  /** Listens for one user's frames; returns the function that stops listening. */
  subscribe(userId: number, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** The hub of one process: delivery to the listeners registered here, in the order published. */
export function createLocalRealtimeHub(): RealtimeHub {
  const listeners = new Map<number, Set<RealtimeListener>>();
  return {
    async publish(userIds, frame) {
      for (const userId of new Set(userIds)) {
        for (const listener of listeners.get(userId) ?? []) {
          try {
            listener(frame);
          } catch {
            // One broken connection must not keep the frame from the others.
          }
        }
      }
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<RealtimeListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
