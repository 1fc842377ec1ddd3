import { describe, expect, it } from 'vitest';
import {
  createLocalRealtimeHub,
  type RealtimeFrame,
  type RealtimeMessage,
  type RealtimeSiblings,
} from './realtime-hub.js';

/** Worker processes of one server, as the cluster's primary relays them: to every other one. */
function siblingGroup() {
  const members: Set<(message: RealtimeMessage) => void>[] = [];
  return (): RealtimeSiblings => {
    const mine = new Set<(message: RealtimeMessage) => void>();
    members.push(mine);
    return {
      publish: (message) => {
        for (const other of members) if (other !== mine) for (const listener of other) listener(message);
      },
      subscribe: (listener) => {
        mine.add(listener);
        return () => mine.delete(listener);
      },
    };
  };
}

describe('the in-process realtime hub', () => {
  it('delivers a frame to every listener of each user, once per user, and stops on unsubscribe', async () => {
    const hub = createLocalRealtimeHub();
    const got: string[] = [];
    const stopA1 = hub.subscribe(1, (f) => got.push(`a1:${f.type}`));
    hub.subscribe(1, (f) => got.push(`a2:${f.type}`));
    hub.subscribe(2, (f) => got.push(`b:${f.type}`));
    const frame: RealtimeFrame = { type: 'notification', data: { id: 5 } };
    await hub.publish([1, 1, 3], frame);
    expect(got).toEqual(['a1:notification', 'a2:notification']);
    stopA1();
    await hub.publish([1, 2], { type: 'chat.message', data: {} });
    expect(got.slice(2)).toEqual(['a2:chat.message', 'b:chat.message']);
  });

  it('keeps delivering when one listener throws', async () => {
    const hub = createLocalRealtimeHub();
    const got: number[] = [];
    hub.subscribe(7, () => {
      throw new Error('socket gone');
    });
    hub.subscribe(7, () => got.push(7));
    await hub.publish([7], { type: 'payment', data: null });
    expect(got).toEqual([7]);
  });

  it("reaches the other worker processes' listeners once, and stops hearing them when closed", async () => {
    const join = siblingGroup();
    const one = createLocalRealtimeHub(join());
    const two = createLocalRealtimeHub(join());
    const got: string[] = [];
    one.subscribe(4, (f) => got.push(`one:${f.type}`));
    two.subscribe(4, (f) => got.push(`two:${f.type}`));
    two.subscribe(5, (f) => got.push(`two5:${f.type}`));
    await one.publish([4, 4], { type: 'chat.message', data: {} });
    expect(got.sort()).toEqual(['one:chat.message', 'two:chat.message']);
    await two.close();
    await one.publish([4, 5], { type: 'payment', data: {} });
    expect(got.slice(2)).toEqual(['one:payment']);
  });
});
