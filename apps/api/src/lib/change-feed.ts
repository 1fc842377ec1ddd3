import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What a committed write changed, in the terms public answers depend on. Every write path
 * publishes one after its transaction commits; caches of public data (the response cache, later
 * counts and the web's data cache) subscribe and drop what the change makes stale.
 */
export interface Changes {
  /** Properties written (created, edited, hidden, promoted, removed). View counts are not changes. */
  properties?: readonly number[];
  projects?: readonly number[];
  categories?: readonly number[];
  cities?: readonly string[];
  /** Users whose name, photo or badge appear on public pages (agents, listing owners). */
  agents?: readonly number[];
  /** Reference data: languages, facilities, report reasons, FAQs, articles. */
  catalogue?: true;
  /** Sliders, homepage sections and advertisements. */
  homepage?: true;
  /** Packages and their features (the plans page, get-package). */
  packages?: true;
  /** Any operator setting: it can change every answer (currency, operator profile, demo mode). */
  settings?: true;
}

export type ChangeListener = (changes: Changes) => void;

export interface ChangeFeed {
  /** Announces a committed change to this instance at once, then to the others (with Redis). */
  publish(changes: Changes): Promise<void>;
  /** Called for every change, this instance's and (with Redis) every other instance's. */
  subscribe(listener: ChangeListener): () => void;
  /** Starts listening to the other instances (a no-op in-process). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Cache tags: an answer carries the tags of what it shows; a change drops the answers carrying
 * any of its tags. A list answer depends on its whole collection (any new or edited listing can
 * enter or leave it), a detail answer only on its own record.
 */
export const cacheTag = {
  properties: 'properties',
  property: (id: number) => `property:${id}`,
  projects: 'projects',
  project: (id: number) => `project:${id}`,
  categories: 'categories',
  category: (id: number) => `category:${id}`,
  cities: 'cities',
  city: (name: string) => `city:${name.toLowerCase()}`,
  agents: 'agents',
  agent: (id: number) => `agent:${id}`,
  catalogue: 'catalogue',
  homepage: 'homepage',
  packages: 'packages',
  /** Carried by answers that did not say what they depend on: every change drops them. */
  any: '*',
} as const;

/** The tags a change drops; null when it drops everything (a setting). */
export function tagsOfChanges(changes: Changes): string[] | null {
  if (changes.settings) return null;
  const tags = new Set<string>();
  const ids = <T>(list: readonly T[] | undefined, collection: string, one: (v: T) => string) => {
    if (!list || list.length === 0) return;
    tags.add(collection);
    for (const value of list) tags.add(one(value));
  };
  ids(changes.properties, cacheTag.properties, cacheTag.property);
  ids(changes.projects, cacheTag.projects, cacheTag.project);
  ids(changes.categories, cacheTag.categories, cacheTag.category);
  ids(changes.cities, cacheTag.cities, cacheTag.city);
  ids(changes.agents, cacheTag.agents, cacheTag.agent);
  if (changes.catalogue) tags.add(cacheTag.catalogue);
  if (changes.homepage) tags.add(cacheTag.homepage);
  if (changes.packages) tags.add(cacheTag.packages);
  if (tags.size > 0) tags.add(cacheTag.any);
  return [...tags];
}

function isEmpty(changes: Changes): boolean {
  return tagsOfChanges(changes)?.length === 0;
}

const CHANNEL = 'domus:changes';

export interface ChangeFeedLog {
  error(object: Record<string, unknown>, message: string): void;
}

/** The other worker processes of this server (cluster-channel.ts): a change reaches them too. */
export interface SiblingChannel {
  publish(changes: Changes): void;
  subscribe(listener: (changes: Changes) => void): () => void;
}

/**
 * In-process by default. With Redis, a change is also sent on one channel and every other
 * instance hands it to its own listeners, so all of them drop the same entries. Without Redis,
 * the other worker processes of the same server hear of it through `siblings`.
 */
export function createChangeFeed(
  redis: Redis | null,
  log: () => ChangeFeedLog | null,
  siblings: SiblingChannel | null = null,
): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const origin = randomUUID();
  let subscriber: Redis | null = null;
  let leaveSiblings: (() => void) | null = null;

  const deliver = (changes: Changes) => {
    for (const listener of listeners) {
      try {
        listener(changes);
      } catch (error) {
        log()?.error({ err: error }, 'change listener failed');
      }
    }
  };

  return {
    async publish(changes) {
      if (isEmpty(changes)) return;
      deliver(changes);
      if (!redis) return siblings?.publish(changes);
      try {
        await redis.publish(CHANNEL, JSON.stringify({ origin, changes }));
      } catch (error) {
        // The write has committed: failing its request would invite a retry of a done write.
        // Other instances catch up by their cache's time limit.
        log()?.error({ err: error }, 'change could not be sent to other instances');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (!redis) {
        leaveSiblings ??= siblings?.subscribe(deliver) ?? null;
        return;
      }
      if (subscriber) return;
      subscriber = redis.duplicate();
      subscriber.on('message', (channel: string, text: string) => {
        if (channel !== CHANNEL) return;
        const message = parseMessage(text);
        if (message && message.origin !== origin) deliver(message.changes);
      });
      await subscriber.subscribe(CHANNEL);
    },
    async close() {
      leaveSiblings?.();
      leaveSiblings = null;
      if (!subscriber) return;
      const closing = subscriber;
      subscriber = null;
      await closing.unsubscribe(CHANNEL).catch(() => undefined);
      await closing.quit().catch(() => undefined);
    },
  };
}

function parseMessage(text: string): { origin: string; changes: Changes } | null {
  try {
    const value = JSON.parse(text) as { origin?: unknown; changes?: unknown };
    if (typeof value.origin !== 'string' || typeof value.changes !== 'object' || value.changes === null)
      return null;
    return { origin: value.origin, changes: value.changes as Changes };
  } catch {
    return null;
  }
}
