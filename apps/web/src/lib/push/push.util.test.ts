import { describe, expect, it, vi } from 'vitest';
import { dispatchForegroundMessage, isPushSupported, onForegroundMessage, sitePath } from './push.util';

describe('isPushSupported', () => {
  const full = { isSecureContext: true, navigator: { serviceWorker: {} }, PushManager: {}, Notification: {} };

  it('needs a service worker, the Push API and notifications', () => {
    expect(isPushSupported(full)).toBe(true);
    expect(isPushSupported({ ...full, navigator: {} })).toBe(false);
    const { PushManager: _p, ...noPush } = full;
    expect(isPushSupported(noPush)).toBe(false);
    const { Notification: _n, ...noNotification } = full;
    expect(isPushSupported(noNotification)).toBe(false);
  });

  it('needs a secure context', () => {
    expect(isPushSupported({ ...full, isSecureContext: false })).toBe(false);
  });

  it('is false where there is no browser', () => {
    expect(isPushSupported(undefined)).toBe(false);
  });
});

describe('foreground messages', () => {
  it('reach every handler until it unsubscribes', () => {
    const handler = vi.fn();
    const unsubscribe = onForegroundMessage(handler);
    dispatchForegroundMessage({ title: 'New message' });
    unsubscribe();
    dispatchForegroundMessage({ title: 'Ignored' });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ title: 'New message' });
  });

  it('keep going when one handler throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn();
    const offBad = onForegroundMessage(() => {
      throw new Error('boom');
    });
    const offGood = onForegroundMessage(good);
    dispatchForegroundMessage(1);
    expect(good).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    offBad();
    offGood();
    error.mockRestore();
  });
});

describe('sitePath', () => {
  it('keeps paths of this site and refuses anything else', () => {
    expect(sitePath('/my-property/sea-view')).toBe('/my-property/sea-view');
    expect(sitePath('//evil.example/x')).toBeNull();
    expect(sitePath('https://evil.example/x')).toBeNull();
    expect(sitePath(undefined)).toBeNull();
  });
});
