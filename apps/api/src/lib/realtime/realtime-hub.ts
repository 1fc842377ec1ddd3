/**
 * Realtime delivery to signed-in users (contract §3.7 "Realtime"): services publish frames to
 * user ids; whatever holds those users' connections (the WebSocket route) listens here. This hub
 * is in-process (and reaches the other worker processes of the same server); the Redis one
 * (redis-realtime-hub.ts, so several machines reach each other's sockets) implements the same
 * interface.
 */

export type RealtimeFrameType =
  | 'chat.message'
  | 'chat.message_deleted'
  | 'chat.read'
  | 'notification'
  | 'payment'
  | 'session.revoked'
  /** To operators (users.read): a member applied for verification; `data: {id, user_id, pending}`. */
  | 'admin.verification_pending';

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

/** A frame on its way to another process: the users it is for and the frame. */
export interface RealtimeMessage {
  users: number[];
  frame: RealtimeFrame;
}

/** The other worker processes of this server (cluster-channel.ts). */
export interface RealtimeSiblings {
  publish(message: RealtimeMessage): void;
  subscribe(listener: (message: RealtimeMessage) => void): () => void;
}

/**
 * The hub of one process: delivery to the listeners registered here, in the order published.
 * With `siblings` (WEB_CONCURRENCY > 1 without Redis: one server, several worker processes
 * sharing its port, so a user's socket may be held by any of them) a frame is also handed to the
 * other workers, which deliver it to their own listeners.
 */
export function createLocalRealtimeHub(siblings: RealtimeSiblings | null = null): RealtimeHub {
  const listeners = new Map<number, Set<RealtimeListener>>();
  const deliver = (userIds: Iterable<number>, frame: RealtimeFrame) => {
    for (const userId of userIds) {
      for (const listener of listeners.get(userId) ?? []) {
        try {
          listener(frame);
        } catch {
          // One broken connection must not keep the frame from the others.
        }
      }
    }
  };
  const leaveSiblings = siblings?.subscribe((message) => deliver(message.users, message.frame)) ?? null;
  return {
    async publish(userIds, frame) {
      const users = [...new Set(userIds)];
      deliver(users, frame);
      if (users.length > 0) siblings?.publish({ users, frame });
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
      leaveSiblings?.();
      listeners.clear();
    },
  };
}
