import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.js';

/** A task the test finishes by hand, recording how many tasks ran beside it. */
function controllable() {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish: (v: string) => finish(v), fail: (e: Error) => fail(e) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const slots = createSemaphore(2);
    const tasks = Array.from({ length: 5 }, () => controllable());
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = tasks.map((task, i) =>
      slots
        .run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          try {
            return await task.done;
          } finally {
            running -= 1;
          }
        })
        .catch((error: Error) => `failed: ${error.message}`),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.waiting]).toEqual([2, 3]);

    tasks[1]?.finish('b');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.fail(new Error('decode failed'));
    await tick();
    // A failed task frees its slot like a finished one.
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]?.finish('c');
    tasks[3]?.finish('d');
    await tick();
    tasks[4]?.finish('e');

    expect(await Promise.all(results)).toEqual(['failed: decode failed', 'b', 'c', 'd', 'e']);
    expect(most).toBe(2);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('refuses a limit that could never run anything', () => {
    expect(() => createSemaphore(0)).toThrow(RangeError);
  });
});
