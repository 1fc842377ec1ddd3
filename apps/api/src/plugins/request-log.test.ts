import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// The per-request log line must not carry sign-in codes, emails, phone numbers or tokens that
// some GET calls take in their query string.

let app: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await createTestApp({ logLevel: 'info' }, { logger: true, logStream: stream });
});
afterAll(async () => {
  await app.close();
});

async function requestLine(url: string) {
  const response = await app.app.inject({ method: 'GET', url });
  const line = lines.find((l) => l.msg === 'request' && l.reqId === response.headers['x-request-id']);
  expect(line).toBeDefined();
  return line as { url: string; status: number; method: string };
}

describe('request log lines', () => {
  it.each([
    ['/api/get-otp?number=%2B14155550123', ['14155550123']],
    ['/api/get-otp?email=alice.secret%40example.com', ['alice.secret', 'example.com']],
    ['/api/verify-otp?number=%2B14155550123&otp=482913', ['14155550123', '482913']],
    ['/api/verify-otp?email=bob%40example.org&otp=771234', ['bob', '771234']],
    ['/api/forgot-password?email=carol%40example.net', ['carol']],
    [
      '/api/get-property-list?limit=5&user[email]=dave%40example.com&mobile[]=15550001111',
      ['dave', '15550001111'],
    ],
    ['/api/auth/oidc/corp/callback?code=abc-code-123&state=st4te-value', ['abc-code-123', 'st4te-value']],
    ['/api/whatever?reset_token=tok-999&Password=hunter2&auth_id=tick-42', ['tok-999', 'hunter2', 'tick-42']],
  ])('%s hides the sensitive values', async (url, secrets) => {
    const line = await requestLine(url);
    expect(line.method).toBe('GET');
    expect(typeof line.status).toBe('number');
    expect(line.url).toContain('[redacted]');
    for (const secret of secrets) expect(line.url).not.toContain(secret);
    // The path stays readable for whoever investigates.
    expect(line.url.split('?')[0]).toBe(url.split('?')[0]);
  });

  it('keeps ordinary parameters as they were sent', async () => {
    const url = '/api/get-property-list?limit=5&offset=10&city=Pune&category_id=3';
    expect((await requestLine(url)).url).toBe(url);
  });
});
