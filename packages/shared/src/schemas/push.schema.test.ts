import { describe, expect, it } from 'vitest';
import {
  deletePushSubscriptionSchema,
  parseWebPushSubscription,
  registerPushSubscriptionSchema,
} from './push.schema.js';

const b64url = (bytes: number[]) => Buffer.from(bytes).toString('base64url');
const p256dh = b64url([4, ...Array.from({ length: 64 }, (_, i) => i)]);
const auth = b64url(Array.from({ length: 16 }, (_, i) => 200 - i));
const good = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh, auth } };

const firstMessage = (value: unknown) => {
  const parsed = registerPushSubscriptionSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('registerPushSubscriptionSchema', () => {
  it('takes a browser subscription as its JSON gives it (extra keys ignored, padding dropped)', () => {
    const parsed = registerPushSubscriptionSchema.parse({ ...good, expirationTime: null });
    expect(parsed).toEqual(good);
    const padded = registerPushSubscriptionSchema.parse({ ...good, keys: { p256dh, auth: `${auth}==` } });
    expect(padded.keys.auth).toBe(auth);
  });

  it('wants https, or http on this machine only', () => {
    expect(firstMessage({ ...good, endpoint: 'http://push.example.com/x' })).toBe(
      'endpoint must be an https URL',
    );
    expect(firstMessage({ ...good, endpoint: 'ftp://push.example.com/x' })).toBe(
      'endpoint must be an https URL',
    );
    expect(firstMessage({ ...good, endpoint: 'not a url' })).toBe('endpoint must be a URL');
    expect(firstMessage({ ...good, endpoint: 'https://u:p@push.example.com/x' })).toBe(
      'endpoint must not carry credentials',
    );
    expect(firstMessage({ ...good, endpoint: `https://push.example.com/${'a'.repeat(2048)}` })).toMatch(
      /at most 2048/,
    );
    for (const local of ['http://127.0.0.1:9/p', 'http://localhost:9/p', 'http://[::1]:9/p']) {
      expect(firstMessage({ ...good, endpoint: local })).toBeNull();
    }
  });

  it('checks the keys by their decoded length (and p256dh is an uncompressed point)', () => {
    expect(firstMessage({ ...good, keys: { p256dh, auth: b64url([1, 2, 3]) } })).toBe(
      'keys.auth must be 16 bytes in base64url',
    );
    expect(firstMessage({ ...good, keys: { p256dh: b64url([3, ...Array(64).fill(1)]), auth } })).toBe(
      'keys.p256dh must be 65 bytes in base64url',
    );
    expect(firstMessage({ ...good, keys: { p256dh: 'not base64!', auth } })).toBe(
      'keys.p256dh must be 65 bytes in base64url',
    );
    expect(firstMessage({ ...good, keys: { p256dh: [p256dh], auth } })).toBe(
      'keys.p256dh must be 65 bytes in base64url',
    );
    expect(firstMessage({ endpoint: good.endpoint })).toBe('Please fill all fields');
    expect(firstMessage({ keys: good.keys })).toBe('Please fill all fields');
  });
});

describe('parseWebPushSubscription', () => {
  it('reads a registration string that is a subscription’s JSON, and nothing else', () => {
    expect(parseWebPushSubscription(JSON.stringify(good))).toEqual(good);
    expect(parseWebPushSubscription('device-token-123')).toBeNull();
    expect(parseWebPushSubscription('{"endpoint":"https://push.example.com/1"}')).toBeNull();
    expect(parseWebPushSubscription('{not json')).toBeNull();
  });
});

describe('deletePushSubscriptionSchema', () => {
  it('needs the endpoint', () => {
    expect(deletePushSubscriptionSchema.safeParse({}).success).toBe(false);
    expect(deletePushSubscriptionSchema.parse({ endpoint: good.endpoint })).toEqual({
      endpoint: good.endpoint,
    });
  });
});
