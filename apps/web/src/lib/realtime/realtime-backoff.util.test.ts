import { describe, expect, it } from 'vitest';
import { isFinalClose, RECONNECT_CAP_MS, reconnectDelay } from './realtime-backoff.util';

describe('reconnectDelay', () => {
  it('doubles from about a second', () => {
    expect(reconnectDelay(0, 1)).toBe(1_000);
    expect(reconnectDelay(1, 1)).toBe(2_000);
    expect(reconnectDelay(2, 1)).toBe(4_000);
    expect(reconnectDelay(4, 1)).toBe(16_000);
  });

  it('never waits more than 30 s, however many attempts failed', () => {
    expect(reconnectDelay(5, 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(50, 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(1e9, 0.999)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
  });

  it('spreads each wait between half and all of its step', () => {
    expect(reconnectDelay(3, 0)).toBe(4_000);
    expect(reconnectDelay(3, 0.5)).toBe(6_000);
    expect(reconnectDelay(10, 0)).toBe(15_000);
  });

  it('treats odd inputs as the nearest sensible ones', () => {
    expect(reconnectDelay(-3, 1)).toBe(1_000);
    expect(reconnectDelay(0, 7)).toBe(1_000);
    expect(reconnectDelay(0, -1)).toBe(500);
  });
});

describe('isFinalClose', () => {
  it('gives up on a refused or ended session, and only then', () => {
    expect(isFinalClose(4401)).toBe(true);
    expect(isFinalClose(4403)).toBe(true);
    expect(isFinalClose(1006)).toBe(false);
    expect(isFinalClose(1011)).toBe(false);
    expect(isFinalClose(1000)).toBe(false);
  });
});
