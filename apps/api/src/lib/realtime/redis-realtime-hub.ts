import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createLocalRealtimeHub, type RealtimeFrame, type RealtimeHub } from './realtime-hub.js';

export const DEFAULT_REALTIME_CHANNEL = 'domus:realtime';

export interface RealtimeHubLog {
  error(object: Record<string, unknown>, message: string): void;
}

/**
 * The hub shared by every API instance through Redis pub/sub: a frame is delivered to this
 * instance's listeners at once and sent on one channel; every other instance hands it to its own
 * listeners of those users. One channel for all users (rather than one per user) because a
 * socket is then reachable the moment it subscribes locally, with no per-socket SUBSCRIBE round
 * trip to wait for; the cost is that each instance reads every frame, which is small next to
 * sending it down a socket. Pub/sub ignores Redis database numbers, so separate deployments (or
 * test runs) sharing one Redis use separate channel names.
 *
 * `redis` is the app's connection (publishing only; it stays the caller's to close); the
 * subscriber is a connection of its own, as a subscribed connection can send nothing else.
 */
export async function createRedisRealtimeHub(
  redis: Redis,
  options: { channel?: string; log?: () => RealtimeHubLog | null } = {},
): Promise<RealtimeHub> {
  const channel = options.channel ?? DEFAULT_REALTIME_CHANNEL;
  const origin = randomUUID();
  const local = createLocalRealtimeHub();
  const subscriber = redis.duplicate();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message && message.origin !== origin) void local.publish(message.users, message.frame);
  });
  await subscriber.subscribe(channel);
  let closed = false;

  return {
    async publish(userIds, frame) {
      const users = [...new Set(userIds)];
      if (users.length === 0) return;
      await local.publish(users, frame);
      try {
        await redis.publish(channel, JSON.stringify({ origin, users, frame }));
      } catch (error) {
        // The publishing write has committed; clients on other instances catch up by polling.
        options.log?.()?.error({ err: error }, 'realtime frame could not be sent to other instances');
      }
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    async close() {
      if (closed) return;
      closed = true;
      await local.close();
      await subscriber.unsubscribe(channel).catch(() => undefined);
      await subscriber.quit().catch(() => undefined);
    },
  };
}

function parseMessage(text: string): { origin: string; users: number[]; frame: RealtimeFrame } | null {
  try {
    const value = JSON.parse(text) as { origin?: unknown; users?: unknown; frame?: unknown };
    const frame = value.frame as { type?: unknown } | null | undefined;
    if (
      typeof value.origin !== 'string' ||
      !Array.isArray(value.users) ||
      !value.users.every((id) => Number.isInteger(id)) ||
      typeof frame !== 'object' ||
      frame === null ||
      typeof frame.type !== 'string'
    )
      return null;
    return { origin: value.origin, users: value.users as number[], frame: value.frame as RealtimeFrame };
  } catch {
    return null;
  }
}
