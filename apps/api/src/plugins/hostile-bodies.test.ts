import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Every input from outside is hostile: a body the API cannot read is the client's mistake and
// answers a 4xx with a plain message, never a 500 (which would also page the operator).

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app);
  token = await createSession(app, user.id);
});
afterAll(async () => {
  await app.close();
});

const BOUNDARY = 'hostile-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

function send(url: string, contentType: string | undefined, payload: string | Buffer) {
  return app.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      ...bearer(token),
    },
    payload,
  });
}

describe('malformed bodies answer 400 with a clear message', () => {
  it('multipart without a boundary', async () => {
    const res = await send('/api/user_signup', 'multipart/form-data', part('type', '3'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().details.fields[0].message).toMatch(/multipart/i);
  });

  it('an unterminated multipart body', async () => {
    const res = await send(
      '/api/user_signup',
      MULTIPART,
      `${part('type', '3')}--${BOUNDARY}\r\nContent-Disp`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].message).toMatch(/multipart/i);
  });

  it('a multipart body that never starts', async () => {
    const res = await send('/api/update_profile', MULTIPART, 'no parts at all, not even a boundary');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].message).toMatch(/multipart/i);
  });

  it('JSON nested 100,000 levels deep, as an array and as an object', async () => {
    const depth = 100_000;
    for (const payload of [
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ]) {
      const res = await send('/api/update_profile', 'application/json', `{"name":${payload}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields[0].message).toMatch(/nested too deeply/);
    }
  });

  it('deep urlencoded brackets, in a body and in a query string', async () => {
    const deep = `a${'[b]'.repeat(5000)}=1`;
    const body = await send('/api/user_signup', 'application/x-www-form-urlencoded', deep);
    expect(body.statusCode).toBe(400);
    expect(body.json().details.fields[0].message).toMatch(/nested too deeply/);
    const query = await app.app.inject({ method: 'GET', url: `/api/get-property-list?${deep}` });
    expect(query.statusCode).toBe(400);
    expect(query.json().details.fields[0].message).toMatch(/nested too deeply/);
  });
});

describe('no request body produces a 5xx', () => {
  const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
  const invalidUtf8 = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
  const manyKeys = Array.from({ length: 5000 }, (_, i) => `k${i}=v`).join('&');
  const bodies: [string, string | undefined, string | Buffer][] = [
    // JSON
    ['json truncated', 'application/json', '{"type": 3, "email": "a@b.c'],
    ['json garbage', 'application/json', garbage],
    [
      'json invalid utf-8',
      'application/json',
      Buffer.concat([Buffer.from('{"name":"'), invalidUtf8, Buffer.from('"}')]),
    ],
    ['json deep', 'application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    [
      'json many keys',
      'application/json',
      `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
    ],
    ['json duplicate keys', 'application/json', '{"type":3,"type":"x","name":"a","name":{"b":1}}'],
    ['json proto key', 'application/json', '{"__proto__":{"admin":true},"type":3}'],
    ['json a string', 'application/json', '"just a string"'],
    ['json an array', 'application/json', '[1,2,3]'],
    ['json empty', 'application/json', ''],
    ['json odd charset', 'application/json; charset=utf-16', '{"a":1}'],
    // urlencoded
    ['form truncated', 'application/x-www-form-urlencoded', 'type=3&email=a%4'],
    ['form garbage', 'application/x-www-form-urlencoded', garbage],
    ['form invalid utf-8', 'application/x-www-form-urlencoded', invalidUtf8],
    ['form bad escapes', 'application/x-www-form-urlencoded', 'name=%E0%A4%A&x=%ZZ&%=1'],
    ['form deep', 'application/x-www-form-urlencoded', `a${'[b]'.repeat(10_000)}=1`],
    ['form many keys', 'application/x-www-form-urlencoded', manyKeys],
    ['form big index', 'application/x-www-form-urlencoded', 'ids[99999999]=1&ids[]=2'],
    ['form duplicate keys', 'application/x-www-form-urlencoded', 'name=a&name=b&name[x]=c&type=3&type[]=4'],
    ['form proto key', 'application/x-www-form-urlencoded', 'constructor[prototype][x]=1&__proto__=2'],
    // multipart
    ['multipart no boundary', 'multipart/form-data', part('type', '3')],
    [
      'multipart wrong boundary',
      'multipart/form-data; boundary=other',
      `${part('type', '3')}--${BOUNDARY}--\r\n`,
    ],
    ['multipart truncated', MULTIPART, `${part('type', '3')}--${BOUNDARY}\r\nContent-Disposition: form-da`],
    ['multipart garbage', MULTIPART, garbage],
    ['multipart invalid utf-8', MULTIPART, Buffer.concat([Buffer.from(part('name', '')), invalidUtf8])],
    ['multipart no disposition', MULTIPART, `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`],
    ['multipart deep', MULTIPART, `${part(`a${'[b]'.repeat(2000)}`, '1')}--${BOUNDARY}--\r\n`],
    [
      'multipart many keys',
      MULTIPART,
      `${Array.from({ length: 1200 }, (_, i) => part(`k${i}`, 'v')).join('')}--${BOUNDARY}--\r\n`,
    ],
    [
      'multipart duplicate keys',
      MULTIPART,
      `${part('type', '3')}${part('type', 'x')}${part('name[a]', '1')}${part('name', '2')}--${BOUNDARY}--\r\n`,
    ],
    [
      'multipart unterminated file',
      MULTIPART,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff`,
    ],
    // other types
    ['no content type', undefined, garbage],
    ['text', 'text/plain', 'hello'],
    ['xml', 'application/xml', '<a/>'],
    ['bad content type', 'multipart/;;;', 'x'],
  ];

  it.each(['/api/user_signup', '/api/update_profile', '/api/reset-password', '/api/contct_us'])(
    'POST %s answers every hostile body with a 4xx',
    async (url) => {
      const statuses: Record<string, number> = {};
      for (const [label, type, payload] of bodies) {
        statuses[label] = (await send(url, type, payload)).statusCode;
      }
      const serverErrors = Object.entries(statuses).filter(([, status]) => status >= 500);
      expect(serverErrors).toEqual([]);
      expect(Object.keys(statuses)).toHaveLength(bodies.length);
    },
  );

  it('GET answers every hostile query string with a 4xx or a guest answer', async () => {
    const queries = [
      'name=%E0%A4%A&x=%ZZ&%=1',
      `a${'[b]'.repeat(10_000)}=1`,
      Array.from({ length: 5000 }, (_, i) => `k${i}=v`).join('&'),
      'limit=5&limit=6&limit[x]=7',
      'ids[99999999]=1&category_id[]=2',
      '__proto__[x]=1&constructor[prototype][y]=2',
      `search=${'%FF'.repeat(2000)}`,
    ];
    const statuses: Record<string, number> = {};
    for (const query of queries) {
      for (const call of ['get-property-list', 'get-otp', 'mortgage-calculator']) {
        statuses[`${call}?${query.slice(0, 40)}`] = (
          await app.app.inject({ method: 'GET', url: `/api/${call}?${query}` })
        ).statusCode;
      }
    }
    expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
    expect(Object.keys(statuses)).toHaveLength(queries.length * 3);
  });
});
