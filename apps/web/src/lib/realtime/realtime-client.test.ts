import { describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeEnvironment, type SocketLike } from './realtime-client';

// A fake world: sockets the test opens and closes by hand, timers it runs by hand, a clock it moves.

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  open() {
    this.onopen?.({});
  }
  send(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function world(options: { noWebSocket?: boolean; random?: number } = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; at: number; id: number }[] = [];
  let clock = 0;
  let nextId = 1;
  const env: RealtimeEnvironment = {
    url: () => 'ws://site.test/api/realtime',
    createSocket: options.noWebSocket
      ? null
      : (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ run, at: clock + ms, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    now: () => clock,
    random: () => options.random ?? 1,
    idleCloseMs: 30_000,
  };
  /** Moves the clock by `ms`, running the timers that come due on the way. */
  const advance = (ms: number) => {
    const until = clock + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const due = timers[0];
      if (!due || due.at > until) break;
      timers.shift();
      clock = due.at;
      due.run();
    }
    clock = until;
  };
  const last = () => sockets.at(-1) as FakeSocket;
  return { env, sockets, timers, advance, last };
}

describe('realtime client', () => {
  it('opens one socket for the first subscriber and shares it', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    expect(w.sockets).toHaveLength(0);
    client.subscribe('chat.message', () => {});
    client.subscribe('notification', () => {});
    expect(w.sockets).toHaveLength(1);
    expect(w.last().url).toBe('ws://site.test/api/realtime');
    expect(client.status()).toBe('connecting');
    w.last().open();
    expect(client.status()).toBe('open');
  });

  it('hands each frame to the subscribers of its type only, and drops what is not a frame', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    const messages = vi.fn();
    const deletions = vi.fn();
    client.subscribe('chat.message', messages);
    client.subscribe('chat.message_deleted', deletions);
    w.last().open();
    w.last().send({ type: 'chat.message', data: { id: 7 } });
    w.last().send('not json');
    w.last().send({ data: { id: 8 } });
    expect(messages).toHaveBeenCalledExactlyOnceWith({ id: 7 });
    expect(deletions).not.toHaveBeenCalled();
  });

  it('keeps delivering to the others when one subscriber throws', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    client.subscribe('chat.read', () => {
      throw new Error('boom');
    });
    client.subscribe('chat.read', second);
    w.last().send({ type: 'chat.read', data: { user_id: 1 } });
    expect(second).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('reconnects after a drop, waiting twice as long after each failed attempt up to 30 s', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    client.subscribe('chat.message', () => {});
    w.last().drop();
    expect(client.status()).toBe('waiting');
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const before = w.sockets.length;
      let waited = 0;
      while (w.sockets.length === before) {
        w.advance(250);
        waited += 250;
      }
      waits.push(waited);
      w.last().drop();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('starts the schedule over after a connection that lasted', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    client.subscribe('chat.message', () => {});
    w.last().drop();
    w.advance(1_000);
    w.last().drop();
    w.advance(2_000);
    expect(w.sockets).toHaveLength(3);
    // This one opens and lives for a minute, then drops: the next retry is a second away again.
    w.last().open();
    w.advance(60_000);
    w.last().drop();
    w.advance(999);
    expect(w.sockets).toHaveLength(3);
    w.advance(1);
    expect(w.sockets).toHaveLength(4);
  });

  it('does not reset the schedule for a socket that opens and closes at once', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    client.subscribe('chat.message', () => {});
    w.last().open();
    w.last().drop(1011);
    w.advance(1_000);
    w.last().open();
    w.last().drop(1011);
    w.advance(1_999);
    expect(w.sockets).toHaveLength(2);
    w.advance(1);
    expect(w.sockets).toHaveLength(3);
    expect(client.opens()).toBe(2);
  });

  it('gives up when the server ends or refuses the session', () => {
    for (const code of [4401, 4403]) {
      const w = world();
      const client = createRealtimeClient(w.env);
      client.subscribe('session.revoked', () => {});
      w.last().open();
      w.last().drop(code);
      expect(client.status()).toBe('ended');
      w.advance(120_000);
      expect(w.sockets).toHaveLength(1);
      // A later subscriber does not bring it back either: only a new page (a new sign-in) does.
      client.subscribe('chat.message', () => {});
      expect(w.sockets).toHaveLength(1);
    }
  });

  it('reconnects at once when told the network is back', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    client.subscribe('chat.message', () => {});
    // The scheduled retry is a second away; the network coming back skips the wait.
    w.last().drop();
    client.reconnectNow();
    expect(w.sockets).toHaveLength(2);
    expect(client.status()).toBe('connecting');
    w.advance(5_000);
    expect(w.sockets).toHaveLength(2);
  });

  it('closes a while after the last subscriber leaves, and opens again for a new one', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    const leave = client.subscribe('chat.message', () => {});
    w.last().open();
    leave();
    leave();
    w.advance(29_000);
    // A page change: the next page subscribes before the grace period ends, same socket.
    const again = client.subscribe('chat.message', () => {});
    w.advance(60_000);
    expect(w.sockets).toHaveLength(1);
    expect(w.last().closedWith).toBeNull();
    again();
    w.advance(30_000);
    expect(w.last().closedWith).toBe(1000);
    expect(client.status()).toBe('idle');
    client.subscribe('chat.message', () => {});
    expect(w.sockets).toHaveLength(2);
  });

  it('says unavailable without a WebSocket, so its users poll instead', () => {
    const w = world({ noWebSocket: true });
    const client = createRealtimeClient(w.env);
    const seen: string[] = [];
    client.onStatus(() => seen.push(client.status()));
    client.subscribe('chat.message', () => {});
    expect(client.status()).toBe('unavailable');
    expect(seen).toEqual(['unavailable']);
  });

  it('reports each status change once', () => {
    const w = world();
    const client = createRealtimeClient(w.env);
    const seen: string[] = [];
    const stop = client.onStatus(() => seen.push(client.status()));
    client.subscribe('chat.message', () => {});
    w.last().open();
    w.last().drop();
    w.advance(1_000);
    stop();
    w.last().open();
    expect(seen).toEqual(['connecting', 'open', 'waiting', 'connecting']);
  });
});
