import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { defineCall, ok } from '../lib/call.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { UploadedFile } from './body.plugin.js';

/**
 * The request pipeline every write call will use (body types, bracket notation, empty values,
 * files, size limits, CSRF, access levels), exercised through calls that exist only here.
 */
const echo = defineCall({
  method: 'POST',
  name: 'test-echo',
  access: 'public',
  tag: 'Test',
  summary: 'echo',
  input: z.record(z.string(), z.unknown()),
  handler: async ({ input }) => {
    const describe = (v: unknown): unknown =>
      v && typeof v === 'object' && (v as UploadedFile).kind === 'file'
        ? { file: (v as UploadedFile).filename, bytes: (v as UploadedFile).data.length }
        : Array.isArray(v)
          ? v.map(describe)
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]))
            : v;
    return ok(describe(input), 'echoed', { status: 201 });
  },
});
const whoami = defineCall({
  method: 'POST',
  name: 'test-whoami',
  access: 'required',
  tag: 'Test',
  summary: 'who am I',
  input: z.object({}).passthrough(),
  handler: async ({ viewer }) => ok({ id: viewer?.user.id ?? null }),
});

const crash = defineCall({
  method: 'GET',
  name: 'test-crash',
  access: 'public',
  tag: 'Test',
  summary: 'fails unexpectedly',
  input: z.object({}),
  handler: async () => {
    throw new Error('SQLITE_ERROR: no such column secret_column in /srv/domus/apps/api/src/x.ts');
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { extraCalls: [echo, whoami, crash] });
});
afterAll(async () => {
  await app.close();
});

function multipart(parts: { name: string; value?: string; file?: { filename: string; data: Buffer } }[]) {
  const boundary = '----domus-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('request bodies: JSON, urlencoded or multipart', () => {
  it('parses urlencoded bodies with bracket notation and drops empty values', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'title=+Villa+&parameters[1][parameter_id]=9&parameters[0][parameter_id]=5&parameters[0][value]=3&ids[]=1&ids[]=2&empty=&gone=undefined&nil=null',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      title: 'Villa',
      parameters: [{ parameter_id: '5', value: '3' }, { parameter_id: '9' }],
      ids: ['1', '2'],
    });
  });

  it('parses JSON bodies natively, dropping null and empty strings', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: {
        title: ' Flat ',
        tags: ['a', '', 'b'],
        meta: null,
        facilities: [{ facility_id: 2, distance: 1.5 }],
      },
    });
    expect(res.json().data).toEqual({
      title: 'Flat',
      tags: ['a', 'b'],
      facilities: [{ facility_id: 2, distance: 1.5 }],
    });
  });

  it('parses multipart bodies with files in bracketed fields', async () => {
    const body = multipart([
      { name: 'title', value: 'House' },
      { name: 'gallery_images[]', file: { filename: 'a.jpg', data: Buffer.alloc(10, 1) } },
      { name: 'gallery_images[]', file: { filename: 'b.jpg', data: Buffer.alloc(20, 2) } },
      { name: 'plans[0][title]', value: 'Ground floor' },
    ]);
    const res = await app.app.inject({ method: 'POST', url: '/api/test-echo', ...body });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      title: 'House',
      gallery_images: [
        { file: 'a.jpg', bytes: 10 },
        { file: 'b.jpg', bytes: 20 },
      ],
      plans: [{ title: 'Ground floor' }],
    });
  });

  it('refuses a file over 5 MB with 413 naming the field', async () => {
    const body = multipart([
      { name: 'documents[]', file: { filename: 'big.pdf', data: Buffer.alloc(5 * 1024 * 1024 + 1) } },
    ]);
    const res = await app.app.inject({ method: 'POST', url: '/api/test-echo', ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File is too large',
      details: { field: 'documents[]' },
    });
  });

  it('refuses other content types with 415, broken JSON with 400, and too-deep nesting with 400', async () => {
    const text = await app.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await app.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('VALIDATION_FAILED');
    const deep = await app.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a[b][c][d][e]=1',
    });
    expect(deep.statusCode).toBe(400);
  });
});

describe('unexpected failures', () => {
  it('answer 500 INTERNAL_ERROR with the request id and nothing of the internals', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/test-crash',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: true,
      code: 'INTERNAL_ERROR',
      message: 'Oops! Something went wrong. Please try again later.',
      details: { request_id: 'req-12345678' },
    });
    expect(res.body).not.toMatch(/SQLITE|secret_column|\/srv\//);
    expect(res.headers['x-request-id']).toBe('req-12345678');
  });
});

describe('access levels and CSRF', () => {
  it('answers NOT_LOGGED_IN without a credential and serves a valid Bearer', async () => {
    const none = await app.app.inject({ method: 'POST', url: '/api/test-whoami', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('NOT_LOGGED_IN');
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const ok200 = await app.app.inject({
      method: 'POST',
      url: '/api/test-whoami',
      headers: bearer(token),
      payload: {},
    });
    expect(ok200.json().data).toEqual({ id: user.id });
  });

  it('refuses a cookie-authenticated write without a matching Origin, accepts it with one', async () => {
    const user = await createUser(app);
    const token = await createSession(app, user.id);
    const cookie = { cookie: `domus_session=${token}` };
    const noOrigin = await app.app.inject({
      method: 'POST',
      url: '/api/test-whoami',
      headers: cookie,
      payload: {},
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json()).toMatchObject({ code: 'CSRF_FAILED', message: 'Request refused' });
    const evil = await app.app.inject({
      method: 'POST',
      url: '/api/test-whoami',
      headers: { ...cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(evil.statusCode).toBe(403);
    const good = await app.app.inject({
      method: 'POST',
      url: '/api/test-whoami',
      headers: { ...cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(good.statusCode).toBe(200);
    const referer = await app.app.inject({
      method: 'POST',
      url: '/api/test-whoami',
      headers: { ...cookie, referer: 'http://localhost:3000/user/profile' },
      payload: {},
    });
    expect(referer.statusCode).toBe(200);
  });

  it('answers ACCOUNT_DEACTIVATED on required calls for a deactivated account', async () => {
    const user = await createUser(app, { is_active: 0 });
    const token = await createSession(app, user.id);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/test-whoami',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: true,
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your Account have been Deactivetd by Admin',
    });
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After once the per-minute budget is spent', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 4; i += 1) {
        last = await limited.app.inject({ method: 'GET', url: '/api/get-property-list' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const body = last?.json();
      expect(body).toMatchObject({
        error: true,
        code: 'RATE_LIMITED',
        message: 'Too many requests, try again later',
      });
      expect(body.details.retry_after_s).toBeGreaterThan(0);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it('counts requests to two instances against one budget', async () => {
    // A dedicated logical database, flushed by this test only.
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
    const { Redis } = await import('ioredis');
    const admin = new Redis(redisUrl);
    await admin.flushdb();
    const first = await createTestApp({ rateLimitPerMinute: 3, redisUrl });
    const second = await createTestApp({ rateLimitPerMinute: 3, redisUrl });
    try {
      const statuses: number[] = [];
      for (const instance of [first, second, first, second]) {
        statuses.push(
          (await instance.app.inject({ method: 'GET', url: '/api/get-property-list' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
      await admin.flushdb();
      await admin.quit();
    }
  });
});
