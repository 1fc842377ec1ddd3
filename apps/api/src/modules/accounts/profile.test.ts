import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TOO_SMALL } from '@domus/shared/constants/messages.constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { refuseWrites } from '../../db/testing/faults.js';
import { findRows, getRow, updateRows } from '../../db/testing/rows.js';
import { bearer, createSession, createUser } from '../../db/testing/user.factory.js';
import { appPerFile } from '../../testing/app-per-file.js';
import { post, type TestApp } from '../../testing/test-app.js';
import {
  EXIF_MARKERS,
  gif,
  jpegWithExif,
  type MultipartPart,
  multipart,
  noisePng,
  pdf,
  png,
  pngClaiming,
  solidImage,
} from '../../testing/upload-fixtures.js';

// POST update_profile: only sent fields change, checks before writes.

let app: TestApp;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false },
);

async function member(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, { logintype: 0, address: '1 Old Road', ...values });
  const token = await createSession(app, user.id);
  return { user, token };
}

const row = (id: number) => getRow(app.deps.db, 'users', { id });

async function upload(token: string, parts: MultipartPart[]) {
  const body = multipart(parts);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/update_profile',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return { status: res.statusCode, body: res.json() as any };
}

const photo = async (data: Buffer | Promise<Buffer>, filename = 'me.jpg') => ({
  name: 'profile',
  file: { filename, data: await data, contentType: 'image/jpeg' },
});

/** Files stored for a user (uploads/users/<id>/). */
async function storedFiles(userId: number): Promise<string[]> {
  return readdir(path.join(app.deps.config.uploadsDir, 'users', String(userId))).catch(() => []);
}

describe('update_profile fields', () => {
  it('changes the sent fields only and answers with the user object', async () => {
    const { user, token } = await member({ city: 'Pune', twiiter_id: 'old' });
    const res = await post(
      app,
      'update_profile',
      {
        name: 'Ravi Patel',
        address: '12 Beach Road, Bhuj',
        state: 'Gujarat',
        latitude: '23.25',
        longitude: 69.66,
        about_me: 'Broker since 2010.',
        facebook_id: 'https://facebook.com/ravi',
        instagram_id: '@ravi',
        youtube_id: 'ravi-tube',
        notification: 'false',
        firebase_id: 'ignored',
      },
      bearer(token),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile Updated Successfully');
    expect(res.body.data).toMatchObject({
      id: user.id,
      name: 'Ravi Patel',
      email: user.email,
      mobile: user.mobile,
      address: '12 Beach Road, Bhuj',
      city: 'Pune',
      state: 'Gujarat',
      latitude: 23.25,
      longitude: 69.66,
      about_me: 'Broker since 2010.',
      facebook_id: 'https://facebook.com/ravi',
      twiiter_id: 'old',
      instagram_id: '@ravi',
      youtube_id: 'ravi-tube',
      notification: false,
      is_profile_complete: false,
    });
    expect(Object.keys(res.body.data)).not.toContain('fcm_id');
    expect(Object.keys(res.body.data)).not.toContain('password_hash');
    const stored = await row(user.id);
    expect(stored).toMatchObject({
      name: 'Ravi Patel',
      city: 'Pune',
      notification: 0,
      slug_id: user.slug_id,
    });
  });

  it('treats empty values as absent: a name cannot be cleared', async () => {
    const { user, token } = await member({ name: 'Kept Name' });
    const res = await post(app, 'update_profile', { name: '', city: 'null', state: 'Goa' }, bearer(token));
    expect(res.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ name: 'Kept Name', city: null, state: 'Goa' });
  });

  it.each([
    [{ latitude: 91 }, 'latitude', 'latitude must not exceed 90'],
    [{ longitude: '-180.5' }, 'longitude', 'longitude must be at least -180'],
    [{ latitude: 'north' }, 'latitude', 'latitude must be a number'],
    [{ email: 'not-an-email' }, 'email', 'Email address is invalid'],
    [{ mobile: '12' }, 'mobile', 'Phone number is invalid'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ address: 'x'.repeat(501) }, 'address', 'Address must be at most 500 characters'],
    [{ about_me: 'x'.repeat(2001) }, 'about_me', 'About me must be at most 2000 characters'],
    [{ twiiter_id: 'x'.repeat(256) }, 'twiiter_id', 'Twitter must be at most 255 characters'],
    [{ notification: 'maybe' }, 'notification', 'notification must be true or false'],
    [{ userid: 'me' }, 'userid', 'userid must be a whole number'],
  ])('refuses a bad value (%#: $1) with 400 and changes nothing', async (payload, field, message) => {
    const { user, token } = await member();
    const res = await post(app, 'update_profile', { city: 'Changed', ...payload }, bearer(token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.body.details.fields).toContainEqual({ field, message });
    expect((await row(user.id)).city).toBe(user.city);
  });

  it('accepts the caller own userid and refuses another one with 403 FORBIDDEN', async () => {
    const { user, token } = await member();
    const other = await createUser(app);
    const mine = await post(app, 'update_profile', { userid: user.id, city: 'Surat' }, bearer(token));
    expect(mine.status).toBe(200);
    const theirs = await post(app, 'update_profile', { userid: other.id, city: 'Hacked' }, bearer(token));
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
    expect((await row(user.id)).city).toBe('Surat');
    expect((await row(other.id)).city).toBe(other.city);
  });

  it('saves a push registration for this session once per device string', async () => {
    const { user, token } = await member();
    const fcm = `{"endpoint":"https://push.example.com/${user.id}"}`;
    for (let i = 0; i < 2; i += 1) {
      expect((await post(app, 'update_profile', { fcm_id: fcm }, bearer(token))).status).toBe(200);
    }
    const subs = await findRows(app.deps.db, 'push_subscriptions', { user_id: user.id });
    const session = await getRow(app.deps.db, 'sessions', { user_id: user.id }, { select: ['id'] });
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      fcm_id: fcm,
      fcm_key: createHash('sha256').update(fcm).digest('hex'),
      session_id: session.id,
    });
  });
});

describe('email and mobile', () => {
  it('locks the email of an email-login account but accepts the stored one in any case', async () => {
    const { user, token } = await member({
      logintype: 3,
      email: 'Lock@Example.com',
      email_key: 'lock@example.com',
    });
    const change = await post(app, 'update_profile', { email: 'new@example.com', city: 'X' }, bearer(token));
    expect(change.status).toBe(409);
    expect(change.body).toEqual({
      error: true,
      code: 'FIELD_LOCKED',
      message: 'This field cannot be changed for your sign-in method',
      details: { field: 'email' },
    });
    expect(await row(user.id)).toMatchObject({ email: 'Lock@Example.com', city: user.city });
    const same = await post(app, 'update_profile', { email: 'lock@example.COM', city: 'Y' }, bearer(token));
    expect(same.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ email: 'Lock@Example.com', city: 'Y' });
  });

  it('locks the mobile of a phone-login account but accepts the same number written differently', async () => {
    const { user, token } = await member({ logintype: 1, mobile: '+919812345678' });
    const change = await post(app, 'update_profile', { mobile: '+919800000000' }, bearer(token));
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ code: 'FIELD_LOCKED', details: { field: 'mobile' } });
    const same = await post(app, 'update_profile', { mobile: '91 98123 45678', city: 'Z' }, bearer(token));
    expect(same.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ mobile: '+919812345678', city: 'Z' });
  });

  it('lets other sign-in methods change both, the new email unverified', async () => {
    const { user, token } = await member({ logintype: 0, is_email_verified: 1 });
    const res = await post(
      app,
      'update_profile',
      { email: ' Fresh@Example.com ', mobile: '+44 7700 900123' },
      bearer(token),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'Fresh@Example.com',
      mobile: '+447700900123',
      is_email_verified: false,
    });
    expect(await row(user.id)).toMatchObject({ email_key: 'fresh@example.com', is_email_verified: 0 });
  });

  it('refuses an email that belongs to another account, whatever its case', async () => {
    await createUser(app, { email: 'taken@example.com', email_key: 'taken@example.com' });
    const { user, token } = await member();
    const res = await post(app, 'update_profile', { email: 'TAKEN@example.com', city: 'Q' }, bearer(token));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email already in use.' });
    expect(await row(user.id)).toMatchObject({ email: user.email, city: user.city });
  });
});

describe('profile photo', () => {
  it('stores a JPEG without EXIF under users/<id>/ and deletes the previous upload', async () => {
    const { user, token } = await member();
    const first = await upload(token, [await photo(jpegWithExif())]);
    expect(first.status).toBe(200);
    const firstKey = (await row(user.id)).profile as string;
    expect(firstKey).toMatch(new RegExp(`^users/${user.id}/[0-9a-f]{32}\\.jpg$`));
    expect(first.body.data.profile).toBe(app.deps.storage.publicUrl(firstKey));
    const saved = (await app.deps.storage.get(firstKey)) as Buffer;
    const meta = await sharp(saved).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 300, 240, undefined]);
    for (const marker of EXIF_MARKERS) expect(saved.includes(Buffer.from(marker))).toBe(false);

    const second = await upload(token, [await photo(png(), 'me.png'), { name: 'city', value: 'Nashik' }]);
    expect(second.status).toBe(200);
    const secondKey = (await row(user.id)).profile as string;
    expect(secondKey).toMatch(/\.png$/);
    expect(await app.deps.storage.exists(firstKey)).toBe(false);
    expect(await storedFiles(user.id)).toEqual([path.basename(secondKey)]);
    expect(second.body.data.city).toBe('Nashik');
  });

  it('replaces an external avatar URL and keeps shared demo media', async () => {
    const social = await member({ profile: 'https://lh3.example.com/avatar.jpg' });
    expect((await upload(social.token, [await photo(png())])).status).toBe(200);
    expect((await row(social.user.id)).profile).toMatch(/^users\//);

    await app.deps.storage.put('demo/avatars/seeded.png', await png(), 'image/png');
    const seeded = await member({ profile: 'demo/avatars/seeded.png' });
    expect((await upload(seeded.token, [await photo(png())])).status).toBe(200);
    expect(await app.deps.storage.exists('demo/avatars/seeded.png')).toBe(true);
  });

  it.each([
    ['a GIF', () => gif(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a PDF named .jpg', async () => pdf(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a PNG over 3 MB', () => noisePng(), 413, 'PAYLOAD_TOO_LARGE'],
    ['a 119 px high image', () => png(300, 119), 400, 'VALIDATION_FAILED'],
    ['a truncated JPEG', async () => (await jpegWithExif()).subarray(0, 200), 400, 'VALIDATION_FAILED'],
  ])('refuses %s and stores nothing', async (_label, make, status, code) => {
    const { user, token } = await member({ profile: 'users/old/keep.jpg' });
    const res = await upload(token, [await photo(make()), { name: 'city', value: 'Never' }]);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    if (status === 415)
      expect(res.body.details).toEqual({ field: 'profile', allowed: ['image/jpeg', 'image/png'] });
    if (status === 413) expect(res.body.details).toEqual({ field: 'profile', max_bytes: 3 * 1024 * 1024 });
    if (status === 400) expect(res.body.message).toBe(IMAGE_TOO_SMALL);
    expect(await row(user.id)).toMatchObject({ profile: 'users/old/keep.jpg', city: user.city });
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it.each([
    [
      'a 10000×10000 JPEG (100 megapixels)',
      () => solidImage(10_000, 10_000, 'jpeg'),
      'at most 40 megapixels',
    ],
    ['a 7000×7000 PNG (49 megapixels)', () => solidImage(7000, 7000, 'png'), 'at most 40 megapixels'],
    ['a PNG claiming 20000×20000', () => pngClaiming(20_000, 20_000), 'at most 10000x10000 pixels'],
  ])('refuses %s as too large, stores nothing and keeps the old photo', async (_label, make, limit) => {
    const { user, token } = await member({ profile: 'users/old/keep.jpg' });
    const data = await make();
    expect(data.length).toBeLessThan(3 * 1024 * 1024); // under the byte limit: only the pixels tell
    const res = await upload(token, [await photo(data), { name: 'city', value: 'Never' }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Image is too large: ${limit}`,
      details: { fields: [{ field: 'profile', message: `Image is too large: ${limit}` }] },
    });
    expect(await row(user.id)).toMatchObject({ profile: 'users/old/keep.jpg', city: user.city });
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('never fetches a URL sent as the photo', async () => {
    const { user, token } = await member();
    const res = await post(app, 'update_profile', { profile: 'https://example.com/me.jpg' }, bearer(token));
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([
      { field: 'profile', message: 'Profile must be an uploaded image file' },
    ]);
    expect((await row(user.id)).profile).toBe(user.profile);
  });

  it('stores no photo when another field of the request is refused', async () => {
    const { user, token } = await member({ logintype: 3 });
    const res = await upload(token, [await photo(png()), { name: 'email', value: 'other@example.com' }]);
    expect(res.status).toBe(409);
    expect(await storedFiles(user.id)).toEqual([]);
    expect((await row(user.id)).profile).toBeNull();
  });
});

describe('a failing write', () => {
  it('removes the photo it stored when the row update fails', async () => {
    // A real database refusal (a trigger), not a stand-in: the update throws after the upload.
    const refusal = await refuseWrites(app.deps, {
      name: 'refuse_explode',
      table: 'users',
      event: 'update',
      column: 'city',
      equals: 'Explode',
    });
    const { user, token } = await member({ profile: 'users/old/keep.jpg' });
    const res = await upload(token, [await photo(png()), { name: 'city', value: 'Explode' }]);
    expect([res.status, res.body.code]).toEqual([500, 'INTERNAL_ERROR']);
    expect(await storedFiles(user.id)).toEqual([]);
    expect(await row(user.id)).toMatchObject({ profile: 'users/old/keep.jpg', city: user.city });
    await refusal.remove();
  });
});

describe('update_profile access', () => {
  it('needs a live session: 401 without one or after logout, 403 once deactivated', async () => {
    expect((await post(app, 'update_profile', { city: 'A' })).body.code).toBe('NOT_LOGGED_IN');
    const { user, token } = await member();
    await updateRows(
      app.deps.db,
      'sessions',
      { user_id: user.id },
      { revoked_at: app.clock.now.toISOString(), revoked_reason: 'logout' },
    );
    const revoked = await post(app, 'update_profile', { city: 'A' }, bearer(token));
    expect([revoked.status, revoked.body.code]).toEqual([401, 'TOKEN_INVALID']);
    const off = await member({ is_active: 0 });
    const deactivated = await post(app, 'update_profile', { city: 'A' }, bearer(off.token));
    expect([deactivated.status, deactivated.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    expect((await row(user.id)).city).toBe(user.city);
  });

  it('is refused in demo mode, even with a complete profile, and changes nothing', async () => {
    const { user, token } = await member({ profile: 'users/x/y.jpg' });
    await app.services.settings.set('demo_mode', true);
    const res = await upload(token, [await photo(png()), { name: 'city', value: 'Demo' }]);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'DEMO_MODE', message: 'This Action is Not Allowed in Demo Mode' });
    expect((await row(user.id)).city).toBe(user.city);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('does not require a complete profile (that is how one completes it)', async () => {
    const { token } = await member({ mobile: null, profile: null, address: null });
    const res = await post(app, 'update_profile', { address: '5 New Lane' }, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.data.is_profile_complete).toBe(false);
  });
});
