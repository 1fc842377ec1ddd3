/**
 * At most `limit` tasks run at once; the rest wait their turn in arrival order. For work whose
 * cost is memory rather than time (decoding an image holds every pixel): a burst of such requests
 * then queues instead of taking the process down together.
 */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and tasks waiting for a slot (for tests and metrics). */
  readonly active: number;
  readonly waiting: number;
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('semaphore limit must be a positive integer');
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // The freed slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
