import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailAdapter } from '../../adapters/mail/create-mail-adapter.js';
import { OutboxMailAdapter } from '../../adapters/mail/outbox-mail.adapter.js';
import { SmtpMailAdapter } from '../../adapters/mail/smtp-mail.adapter.js';
import { loadConfig } from '../../config.js';
import { deleteRows, findRows } from '../../db/testing/rows.js';
import { setSetting } from '../../db/testing/settings.factory.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let ipCounter = 0;
/** Each test gets its own client address so the 5-per-hour limit never leaks between tests. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  app = await createTestApp();
  await setSetting(app, 'company_email', 'office@domus.example');
});
afterAll(async () => {
  await app?.close();
});

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Viewing request',
  message: 'I would like to visit the flat on Saturday.',
};

async function postJson(body: Record<string, unknown>, ip = nextIp()) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/contct_us',
    payload: body,
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() as any, headers: res.headers };
}

async function outboxFiles(): Promise<string[]> {
  return readdir(app.deps.config.outboxDir).catch(() => [] as string[]);
}

describe('contct_us', () => {
  beforeEach(async () => {
    await deleteRows(app.deps.db, 'contact_messages');
  });

  it('stores the request with the IP, mails company_email and answers 201', async () => {
    const before = (await outboxFiles()).length;
    const res = await postJson(valid, '192.0.2.7');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ error: false, message: 'Contact request sent successfully' });
    const rows = await findRows(app.deps.db, 'contact_messages');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, ip: '192.0.2.7', handled: 0 });
    const files = await outboxFiles();
    expect(files.length).toBe(before + 1);
    const newest = files.sort().at(-1) as string;
    expect(newest.endsWith('.eml')).toBe(true);
    const eml = await readFile(path.join(app.deps.config.outboxDir, newest), 'utf8');
    expect(eml).toMatch(/^To: office@domus\.example$/m);
    expect(eml).toMatch(/^Subject: Contact: Viewing request$/m);
    expect(eml).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(eml).toContain('I would like to visit the flat on Saturday.');
  });

  it.each([
    ['first_name', 'Name is required'],
    ['last_name', 'Name is required'],
    ['email', 'Email is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ])('missing %s answers "%s"', async (field, message) => {
    const res = await postJson({ ...valid, [field]: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, code: 'VALIDATION_FAILED', message });
    expect(res.body.details.fields[0]).toEqual({ field, message });
  });

  it('refuses an invalid email address and over-long fields', async () => {
    const bad = await postJson({ ...valid, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Email address is invalid');
    const long = await postJson({ ...valid, subject: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.details.fields[0].field).toBe('subject');
    const longMessage = await postJson({ ...valid, message: 'x'.repeat(5001) });
    expect(longMessage.status).toBe(400);
    expect(await findRows(app.deps.db, 'contact_messages')).toHaveLength(0);
  });

  it('accepts urlencoded and multipart bodies', async () => {
    const form = new URLSearchParams(valid).toString();
    const urlencoded = await app.app.inject({
      method: 'POST',
      url: '/api/contct_us',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
    });
    expect(urlencoded.statusCode).toBe(201);

    const boundary = '----domus-test';
    const multipartBody = `${Object.entries(valid)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const multipart = await app.app.inject({
      method: 'POST',
      url: '/api/contct_us',
      payload: multipartBody,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: nextIp(),
    });
    expect(multipart.statusCode).toBe(201);
    expect(await findRows(app.deps.db, 'contact_messages')).toHaveLength(2);
  });

  it('allows 5 requests per IP per hour, then 429 RATE_LIMITED with Retry-After', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect((await postJson(valid, ip)).status).toBe(201);
    const limited = await postJson(valid, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests, try again later',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address is not affected; an hour later the first may write again.
    expect((await postJson(valid)).status).toBe(201);
    const start = app.clock.now;
    app.clock.now = new Date(start.getTime() + 60 * 60 * 1000 + 1000);
    try {
      expect((await postJson(valid, ip)).status).toBe(201);
    } finally {
      app.clock.now = start;
    }
  });

  it('still answers 201 and keeps the request when the mail cannot be sent', async () => {
    const broken = await createTestApp();
    try {
      await setSetting(broken, 'company_email', 'office@domus.example');
      // The outbox path is a file: writing the .eml fails.
      await writeFile(path.join(broken.deps.config.dataDir, 'blocked'), 'x');
      (broken.deps.config as { outboxDir: string }).outboxDir = path.join(
        broken.deps.config.dataDir,
        'blocked',
      );
      const res = await broken.app.inject({ method: 'POST', url: '/api/contct_us', payload: valid });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Contact request sent successfully');
      expect(await findRows(broken.deps.db, 'contact_messages')).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});

describe('mail adapter choice', () => {
  it('writes to the outbox by default and uses SMTP when SMTP_URL is set', () => {
    const offline = loadConfig({ PUBLIC_URL: 'https://homes.example' });
    expect(offline.smtpUrl).toBeNull();
    expect(offline.mailFrom).toBe('Domus <no-reply@homes.example>');
    expect(createMailAdapter(offline)).toBeInstanceOf(OutboxMailAdapter);
    const online = loadConfig({
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      MAIL_FROM: 'Homes <hi@homes.example>',
    });
    expect(online.mailFrom).toBe('Homes <hi@homes.example>');
    expect(createMailAdapter(online)).toBeInstanceOf(SmtpMailAdapter);
  });
});
