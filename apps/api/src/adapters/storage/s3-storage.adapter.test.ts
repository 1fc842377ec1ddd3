import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../testing/s3-test-server.js';
import { MEDIA_CACHE_CONTROL, S3StorageAdapter } from './s3-storage.adapter.js';

/** The S3 adapter against a real S3-compatible server (s3rver): real requests, no mocks. */
let s3: S3TestServer;
let storage: S3StorageAdapter;

beforeAll(async () => {
  s3 = await startS3TestServer(['domus-media']);
  storage = new S3StorageAdapter(s3.config('domus-media'));
});

afterAll(async () => {
  storage?.close();
  await s3?.close();
});

/** The object's headers as any HTTP client (a browser, a CDN) would see them at the endpoint. */
async function headersAt(key: string): Promise<Headers> {
  const response = await fetch(`${s3.endpoint}/domus-media/${key}`);
  expect(response.status).toBe(200);
  return response.headers;
}

describe('S3StorageAdapter', () => {
  it('puts, reads, checks and deletes an object byte for byte', async () => {
    const key = 'properties/12/ab12.jpg';
    const data = randomBytes(64 * 1024);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, data, 'image/jpeg');
    expect(await storage.exists(key)).toBe(true);
    const back = await storage.get(key);
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back?.equals(data)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('stores the content type and the long immutable cache header', async () => {
    const key = 'documents/3/plan.pdf';
    await storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const headers = await headersAt(key);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(MEDIA_CACHE_CONTROL).toMatch(/max-age=31536000/);
    expect(MEDIA_CACHE_CONTROL).toMatch(/immutable/);
  });

  it('overwrites an object put twice under the same key', async () => {
    await storage.put('users/1/a.png', Buffer.from('one'), 'image/png');
    await storage.put('users/1/a.png', Buffer.from('two'), 'image/png');
    expect((await storage.get('users/1/a.png'))?.toString()).toBe('two');
  });

  it('answers null and false for a key never written, and deletes it without complaint', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    expect(await storage.exists('nothing/here.jpg')).toBe(false);
    await expect(storage.delete('nothing/here.jpg')).resolves.toBeUndefined();
  });

  it('builds public URLs on the configured base, each path segment encoded', () => {
    expect(storage.publicUrl('properties/12/ab12.jpg')).toBe(
      'https://cdn.example.test/domus-media/properties/12/ab12.jpg',
    );
    expect(storage.publicUrl('demo/a b/ä#?.jpg')).toBe(
      'https://cdn.example.test/domus-media/demo/a%20b/%C3%A4%23%3F.jpg',
    );
    const trailing = new S3StorageAdapter({
      ...s3.config('domus-media'),
      publicUrl: 'https://cdn.example.test/',
    });
    expect(trailing.publicUrl('x/y.png')).toBe('https://cdn.example.test/x/y.png');
    trailing.close();
  });

  it('stores and reads back a key with spaces and non-ASCII characters', async () => {
    const key = 'demo/a b/ä.txt';
    await storage.put(key, Buffer.from('hello'), 'text/plain');
    expect((await storage.get(key))?.toString()).toBe('hello');
    expect(await storage.exists(key)).toBe(true);
  });

  it('refuses keys that could not exist on local disk', async () => {
    for (const key of ['', '/abs.jpg', 'a//b.jpg', '../up.jpg', 'a/./b.jpg']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
  });

  it('rejects a put into a bucket that does not exist, so the caller can roll back', async () => {
    const missing = new S3StorageAdapter(s3.config('no-such-bucket'));
    try {
      await expect(missing.put('users/1/a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        /S3 put users\/1\/a\.jpg failed: NoSuchBucket \(404\)/,
      );
      // A missing bucket is a broken setup, not a missing file: reads fail loudly too.
      await expect(missing.get('users/1/a.jpg')).rejects.toThrow(/NoSuchBucket/);
    } finally {
      missing.close();
    }
  });

  it('rejects when the service cannot be reached, without the secret in the error', async () => {
    const config = s3.config('domus-media');
    const down = new S3StorageAdapter({
      ...config,
      endpoint: 'http://127.0.0.1:1',
      credentials: { accessKeyId: 'AKIDOWN', secretAccessKey: 'very-secret-value' },
    });
    try {
      const error = await down.put('users/1/a.jpg', Buffer.from('x'), 'image/jpeg').then(
        () => null,
        (e: Error) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error?.message).toMatch(/^S3 put users\/1\/a\.jpg failed/);
      expect(JSON.stringify(error) + String(error?.stack)).not.toContain('very-secret-value');
      await expect(down.exists('users/1/a.jpg')).rejects.toThrow(/S3 exists/);
    } finally {
      down.close();
    }
  });
});
