import { describe, expect, it, vi } from 'vitest';
import { createDeferredStore } from './deferred-store';
import { initialRootState } from './initial-state';
import { settingsBegan } from './settings.slice';
import { makeStore } from './store';

describe('deferred store', () => {
  it('answers with the empty slices before the real store arrives', () => {
    const deferred = createDeferredStore();
    expect(deferred.getState()).toBe(initialRootState);
    expect(deferred.attached).toBe(false);
  });

  it('queues actions until attached, then replays them in order and notifies subscribers', () => {
    const deferred = createDeferredStore();
    const listener = vi.fn();
    deferred.subscribe(listener);
    deferred.dispatch(settingsBegan());
    const real = makeStore();
    deferred.attach(real as never);
    expect(deferred.attached).toBe(true);
    expect(deferred.getState().settings.loading).toBe(true);
    expect(listener).toHaveBeenCalled();
  });

  it('delegates to the real store once attached', () => {
    const deferred = createDeferredStore();
    const real = makeStore();
    deferred.attach(real as never);
    const listener = vi.fn();
    deferred.subscribe(listener);
    deferred.dispatch(settingsBegan());
    expect(real.getState().settings.loading).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops notifying an unsubscribed listener', () => {
    const deferred = createDeferredStore();
    deferred.attach(makeStore() as never);
    const listener = vi.fn();
    const unsubscribe = deferred.subscribe(listener);
    unsubscribe();
    deferred.dispatch(settingsBegan());
    expect(listener).not.toHaveBeenCalled();
  });
});
