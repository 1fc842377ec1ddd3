import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { getRow } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { startBanner } from '../../server-banner.js';
import { type S3TestServer, startS3TestServer } from '../../testing/s3-test-server.js';
import { createTestApp } from '../../testing/test-app.js';
import { multipart, png } from '../../testing/upload-fixtures.js';
import { createStorageAdapter } from './create-storage-adapter.js';
import { LocalStorageAdapter } from './local-storage.adapter.js';
import { S3StorageAdapter } from './s3-storage.adapter.js';

const SECRET = 'wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY';
const S3_ENV = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'domus-media',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: SECRET,
  S3_PUBLIC_URL: 'https://cdn.example.com/media/',
};

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('storage configuration', () => {
  it('keeps media on local disk by default, served under /media', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://domus.example' });
    expect(config.storage).toEqual({ driver: 'local' });
    const storage = createStorageAdapter(config);
    expect(storage).toBeInstanceOf(LocalStorageAdapter);
    expect(storage.publicUrl('users/1/a.jpg')).toBe('https://domus.example/media/users/1/a.jpg');
  });

  it('reads every S3 key, trimming trailing slashes', () => {
    const config = loadConfig(S3_ENV);
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'domus-media',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET },
      publicUrl: 'https://cdn.example.com/media',
      forcePathStyle: true,
    });
    const storage = createStorageAdapter(config);
    expect(storage).toBeInstanceOf(S3StorageAdapter);
    expect(storage.publicUrl('users/1/a b.jpg')).toBe('https://cdn.example.com/media/users/1/a%20b.jpg');
    storage.close?.();
  });

  it('uses path-style addressing for a custom endpoint unless told otherwise, and the default credentials when none are set', () => {
    const aws = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_REGION: 'eu-west-3',
      S3_BUCKET: 'b',
      S3_PUBLIC_URL: 'https://b.s3.eu-west-3.amazonaws.com',
    }).storage;
    expect(aws).toMatchObject({
      endpoint: null,
      region: 'eu-west-3',
      credentials: null,
      forcePathStyle: false,
    });
    const r2 = loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'false' }).storage;
    expect(r2).toMatchObject({ forcePathStyle: false });
  });

  it('ignores the S3 keys while the driver is local', () => {
    expect(loadConfig({ ...S3_ENV, STORAGE_DRIVER: 'local' }).storage).toEqual({ driver: 'local' });
  });

  it('lists every S3 problem at once, with the other keys’ problems, never echoing the secret', () => {
    const message = configError({
      STORAGE_DRIVER: 's3',
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_ENDPOINT: `not a url ${SECRET}`,
      PORT: 'abc',
    });
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID']) {
      expect(message).toContain(`  ${name}`);
    }
    expect(message).not.toContain(SECRET);
    expect(configError({ STORAGE_DRIVER: 'azure' })).toContain('STORAGE_DRIVER');
  });

  it('masks the secret key in JSON, inspect output and the start banner, yet signs with it', () => {
    const config = loadConfig(S3_ENV);
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(JSON.stringify(config)).toContain('"secretAccessKey":"[hidden]"');
    expect(inspect(config, { depth: 10 })).not.toContain(SECRET);
    expect(config.storage.driver === 's3' && config.storage.credentials?.secretAccessKey).toBe(SECRET);
    const banner = startBanner(config, { port: 3000, dialect: 'sqlite', applied: 0, seeded: false });
    expect(banner).toContain('Media: S3 bucket domus-media, served from https://cdn.example.com/media');
    expect(banner).not.toContain(SECRET);
  });
});

describe('an app configured for S3', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer(['domus-app']);
  });
  afterAll(async () => {
    await s3?.close();
  });

  async function uploadPhoto(bucket: string) {
    const app = await createTestApp({ storage: { driver: 's3', ...s3.config(bucket) } });
    try {
      await app.services.settings.set('demo_mode', false);
      const user = await createUser(app, { logintype: 0 });
      const token = await createSession(app, user.id);
      const body = multipart([
        { name: 'profile', file: { filename: 'me.png', data: await png(), contentType: 'image/png' } },
      ]);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/update_profile',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      const row = await getRow(app.deps.db, 'users', { id: user.id });
      const media = await app.app.inject({ method: 'GET', url: `/media/${row.profile}` });
      return {
        app,
        status: res.statusCode,
        body: res.json() as any,
        key: row.profile as string | null,
        media,
      };
    } catch (error) {
      await app.close();
      throw error;
    }
  }

  it('stores uploads in the bucket and answers URLs on S3_PUBLIC_URL', async () => {
    const { app, status, body, key, media } = await uploadPhoto('domus-app');
    try {
      expect(status).toBe(200);
      expect(app.deps.storage).toBeInstanceOf(S3StorageAdapter);
      expect(key).toMatch(/^users\/\d+\/[0-9a-f]{32}\.png$/);
      expect(body.data.profile).toBe(`https://cdn.example.test/domus-app/${key}`);
      const stored = await fetch(`${s3.endpoint}/domus-app/${key}`);
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-type')).toBe('image/png');
      // Nothing is served from disk: the media route is not registered.
      expect(media.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses the change when the bucket cannot take the file, keeping the old row', async () => {
    const { app, status, body, key } = await uploadPhoto('missing-bucket');
    try {
      expect(status).toBe(500);
      expect(body.code).toBe('INTERNAL_ERROR');
      expect(JSON.stringify(body)).not.toMatch(/S3|bucket/i);
      expect(key ?? null).toBeNull();
    } finally {
      await app.close();
    }
  });
});
