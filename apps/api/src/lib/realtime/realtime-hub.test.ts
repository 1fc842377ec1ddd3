import { describe, expect, it } from 'vitest';
import { createLocalRealtimeHub, type RealtimeFrame } from './realtime-hub.js';

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
});
