import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { webHandOff } from '../web-mount.js';

/**
 * Server-side renders call the API from this machine on behalf of visitors: the forwarded address
 * must count per visitor, and nobody else may forge it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ rateLimitPerMinute: 2 });
});
afterAll(async () => {
  await app.close();
});

const list = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'GET', url: '/api/get-property-list', headers, remoteAddress });

describe('X-Forwarded-For', () => {
  it('gives each visitor forwarded by this machine a budget of their own', async () => {
    const a = { 'x-forwarded-for': '203.0.113.10' };
    const b = { 'x-forwarded-for': '203.0.113.20' };
    const statuses = [];
    for (const h of [a, a, a, b, b]) statuses.push((await list(h)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 200, 200]);
  });

  it('is ignored from any other address, so it cannot dodge the limit', async () => {
    const statuses = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await list({ 'x-forwarded-for': ip }, '192.0.2.50')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('reaches the web handler as the address Fastify trusts, never as the visitor sent it', async () => {
    const web = Fastify({ trustProxy: ['127.0.0.1', '::1'] });
    let seen: string | string[] | undefined;
    web.addHook(
      'onRequest',
      webHandOff(async (req, res) => {
        seen = req.headers['x-forwarded-for'];
        res.end('page');
      }),
    );
    const forged = await web.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-for': '10.9.9.9' },
      remoteAddress: '192.0.2.77',
    });
    expect(forged.body).toBe('page');
    expect(seen).toBe('192.0.2.77');
    await web.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-for': '203.0.113.5' },
      remoteAddress: '127.0.0.1',
    });
    expect(seen).toBe('203.0.113.5');
    await web.close();
  });
});

describe("the web server's own calls", () => {
  it('do not spend the visitor budget when they carry the internal secret; others still do', async () => {
    const secret = 'x'.repeat(40);
    const local = await createTestApp({ rateLimitPerMinute: 2, internalApiSecret: secret });
    try {
      const call = (headers: Record<string, string>) =>
        local.app.inject({
          method: 'GET',
          url: '/api/web-settings',
          headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
        });
      const internal = [];
      for (let i = 0; i < 5; i += 1) internal.push((await call({ 'x-domus-internal': secret })).statusCode);
      expect(internal).toEqual([200, 200, 200, 200, 200]);
      const forged = [];
      for (const value of ['y'.repeat(40), 'short', ''])
        forged.push((await call({ 'x-domus-internal': value })).statusCode);
      expect(forged).toEqual([200, 200, 429]);
    } finally {
      await local.close();
    }
  });
});
