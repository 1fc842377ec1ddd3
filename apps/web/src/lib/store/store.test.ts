import { describe, expect, it } from 'vitest';
import { createPersistConfig, makeStore } from './store';

describe('store', () => {
  it('has exactly the four slices', () => {
    const state = makeStore().getState();
    expect(
      Object.keys(state)
        .filter((key) => key !== '_persist')
        .sort(),
    ).toEqual(['cachedData', 'language', 'settings', 'user'].sort());
  });

  it('persists everything under the key root with a 5 s timeout', () => {
    const config = createPersistConfig();
    expect(config.key).toBe('root');
    expect(config.timeout).toBe(5000);
    expect(config.whitelist).toBeUndefined();
    expect(config.blacklist).toBeUndefined();
  });

  it('never restores a request as still loading', () => {
    const [transform] = createPersistConfig().transforms ?? [];
    const restored = transform?.out({ data: { id: 1 }, loading: true }, 'user', {} as never);
    expect(restored).toEqual({ data: { id: 1 }, loading: false });
  });
});
