import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { PushConfig } from '../../push-config.js';
import { createWebPushAdapter } from './web-push.adapter.js';

// The server posts to URLs that browsers hand it: only https push services, and this machine
// only when the configuration says so (a local push service in tests).

const keys = webpush.generateVAPIDKeys();
const base: PushConfig = {
  vapidKeys: null,
  subject: 'mailto:t@example.com',
  allowLocalEndpoints: false,
  timeoutMs: 500,
};

describe('which endpoints the push adapter posts to', () => {
  it('https push services always; plain http never, except on this machine when allowed', () => {
    const strict = createWebPushAdapter(keys, base);
    const local = createWebPushAdapter(keys, { ...base, allowLocalEndpoints: true });
    expect(strict.allows('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(strict.allows('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    for (const here of [
      'http://127.0.0.1:9/p',
      'http://localhost:9/p',
      'https://localhost/p',
      'http://[::1]:9/p',
    ]) {
      expect(strict.allows(here), here).toBe(false);
      expect(local.allows(here), here).toBe(true);
    }
    expect(local.allows('http://10.0.0.5/p')).toBe(false);
    expect(strict.allows('https://user:pw@push.example.com/p')).toBe(false);
    expect(strict.allows('not a url')).toBe(false);
  });

  it('sends nothing to an endpoint it does not allow', async () => {
    const strict = createWebPushAdapter(keys, base);
    const target = { endpoint: 'http://127.0.0.1:9/p', keys: { p256dh: 'x', auth: 'y' } };
    expect(await strict.send(target, { hello: 1 })).toEqual({
      result: 'failed',
      reason: 'endpoint not allowed',
    });
  });
});
