import { describe, expect, it } from 'vitest';
import { type Changes, createChangeFeed, type SiblingChannel } from './change-feed.js';

/** Two worker processes' channels, joined the way the cluster's primary relays them. */
function siblingPair(): [SiblingChannel, SiblingChannel] {
  const listeners: [Set<(c: Changes) => void>, Set<(c: Changes) => void>] = [new Set(), new Set()];
  const side = (mine: 0 | 1): SiblingChannel => ({
    publish: (changes) => {
      for (const l of listeners[mine === 0 ? 1 : 0]) l(structuredClone(changes));
    },
    subscribe: (listener) => {
      listeners[mine].add(listener);
      return () => listeners[mine].delete(listener);
    },
  });
  return [side(0), side(1)];
}

describe('change feed across the worker processes of one server (no Redis)', () => {
  it('a change published in one worker reaches the other worker’s listeners once', async () => {
    const [a, b] = siblingPair();
    const feedA = createChangeFeed(null, () => null, a);
    const feedB = createChangeFeed(null, () => null, b);
    await feedA.start();
    await feedB.start();
    const heardA: Changes[] = [];
    const heardB: Changes[] = [];
    feedA.subscribe((c) => heardA.push(c));
    feedB.subscribe((c) => heardB.push(c));

    await feedA.publish({ properties: [7] });
    expect(heardA).toEqual([{ properties: [7] }]);
    expect(heardB).toEqual([{ properties: [7] }]);

    await feedB.close();
    await feedA.publish({ homepage: true });
    expect(heardB).toHaveLength(1);
  });
});
