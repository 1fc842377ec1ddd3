import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type PushTestService, startPushTestService } from './push-test-service.js';

// The local push service is what the push tests trust: it must refuse what a real push service
// or browser would refuse, or those tests could not fail.

const server = webpush.generateVAPIDKeys();
let service: PushTestService;
beforeAll(async () => {
  service = await startPushTestService(() => server.publicKey);
});
afterAll(async () => {
  await service.close();
});

async function push(
  subscription: ReturnType<PushTestService['subscribe']>,
  keys = server,
  options: { headers?: Record<string, string> } = {},
) {
  const details = webpush.generateRequestDetails(subscription, '{"hello":"there"}', {
    vapidDetails: { subject: 'mailto:t@example.com', ...keys },
    contentEncoding: 'aes128gcm',
    ...options,
  });
  const headers = Object.fromEntries(
    Object.entries({ ...details.headers, ...options.headers })
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, String(value)]),
  );
  const res = await fetch(subscription.endpoint, {
    method: 'POST',
    headers,
    body: details.body ?? undefined,
  });
  const [last] = service.received.slice(-1);
  return { status: res.status, last };
}

describe('the local push service', () => {
  it('accepts a genuine push and decrypts it', async () => {
    const { status, last } = await push(service.subscribe());
    expect(status).toBe(201);
    expect(last?.problems).toEqual([]);
    expect(last?.payload).toEqual({ hello: 'there' });
  });

  it('refuses a token signed with other keys, or one for another audience', async () => {
    const other = webpush.generateVAPIDKeys();
    const wrongKeys = await push(service.subscribe(), other);
    expect(wrongKeys.status).toBe(400);
    expect(wrongKeys.last?.problems).toContain('k is not the server’s VAPID public key');

    const subscription = service.subscribe();
    const forged = webpush.getVapidHeaders(
      'https://elsewhere.example',
      'mailto:t@example.com',
      server.publicKey,
      server.privateKey,
      'aes128gcm',
    );
    const wrongAudience = await push(subscription, server, {
      headers: { Authorization: forged.Authorization },
    });
    expect(wrongAudience.status).toBe(400);
    expect(wrongAudience.last?.problems.join()).toMatch(/aud https:\/\/elsewhere\.example/);

    const [head, body] = forged.Authorization.replace(/^vapid t=/, '')
      .split(',')[0]!
      .split('.');
    const tampered = `vapid t=${head}.${body}.${Buffer.alloc(64).toString('base64url')}, k=${server.publicKey}`;
    const badSignature = await push(service.subscribe(), server, { headers: { Authorization: tampered } });
    expect(badSignature.last?.problems).toContain('JWT signature does not verify with k');
  });

  it('cannot decrypt a payload encrypted for another subscription', async () => {
    const mine = service.subscribe();
    const theirs = service.subscribe();
    const { status, last } = await push({ endpoint: mine.endpoint, keys: theirs.keys });
    expect(status).toBe(400);
    expect(last?.problems.join()).toMatch(/cannot decrypt/);
  });
});
