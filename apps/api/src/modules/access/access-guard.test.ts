import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/testing/user.factory.js';
import { AppError } from '../../lib/app-error.js';
import { appPerFile } from '../../testing/app-per-file.js';
import type { TestApp } from '../../testing/test-app.js';
import type { MemberWriteNeeds } from './access-guard.js';

// The member-write guard (demo mode, complete profile, agent verification, in that order) on a real app and database.

let app: TestApp;
appPerFile(
  (built) => {
    app = built;
  },
  { demo_mode: false, verification_required_for_user: false },
);

const complete = { profile: 'users/1/a.jpg', address: '12 Beach Road, Bhuj' };

async function viewerOf(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, { ...complete, ...values });
  return { user, sessionId: 1, via: 'bearer' as const, permissions: [] };
}

/** The AppError the guard throws, or null when it lets the write through. */
async function refusal(viewer: Awaited<ReturnType<typeof viewerOf>>, needs?: MemberWriteNeeds) {
  try {
    await app.services.access.assertMemberWrite(viewer, needs);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    return { status: e.status, code: e.code, message: e.message, details: e.details };
  }
}

describe('demo mode', () => {
  it('refuses by default while demo_mode is on, and lets writes through when it is off', async () => {
    const viewer = await viewerOf();
    expect(await refusal(viewer)).toBeNull();
    await app.services.settings.set('demo_mode', true);
    expect(await refusal(viewer)).toEqual({
      status: 403,
      code: 'DEMO_MODE',
      message: 'This Action is Not Allowed in Demo Mode',
      details: undefined,
    });
  });

  it('is skipped for writes demo mode allows (post_property create passes demo:false)', async () => {
    await app.services.settings.set('demo_mode', true);
    expect(await refusal(await viewerOf(), { demo: false })).toBeNull();
  });

  it('reads a switch stored as 1 or "1" as on', async () => {
    const viewer = await viewerOf();
    for (const value of [1, '1', 'true']) {
      await app.services.settings.set('demo_mode', value);
      expect((await refusal(viewer))?.code).toBe('DEMO_MODE');
    }
    await app.services.settings.set('demo_mode', 0);
    expect(await refusal(viewer)).toBeNull();
  });
});

describe('complete profile', () => {
  it('lists the missing fields in the contract order', async () => {
    const viewer = await viewerOf({ mobile: null, profile: null, address: '  ' });
    expect(await refusal(viewer, { profile: true })).toEqual({
      status: 403,
      code: 'PROFILE_INCOMPLETE',
      message: 'You have not completed your profile yet. Please complete first',
      details: { missing: ['mobile', 'profile', 'address'] },
    });
  });

  it('accepts a complete profile, an external avatar URL included', async () => {
    expect(await refusal(await viewerOf(), { profile: true })).toBeNull();
    const social = await viewerOf({ profile: 'https://lh3.example.com/a.jpg' });
    expect(await refusal(social, { profile: true })).toBeNull();
  });

  it('is not checked unless asked for (deleting, toggles and featuring do not re-check)', async () => {
    expect(await refusal(await viewerOf({ name: null, email: null, email_key: null }))).toBeNull();
  });
});

describe('agent verification', () => {
  it('is ignored while verification_required_for_user is off', async () => {
    expect(
      await refusal(await viewerOf({ verification_status: 'initial' }), { verification: true }),
    ).toBeNull();
  });

  it('maps each state to its own code and dialog text when required', async () => {
    await app.services.settings.set('verification_required_for_user', true);
    const expected = {
      initial: [
        'VERIFICATION_REQUIRED',
        'You have not completed profile verification. Please complete first',
      ],
      pending: ['VERIFICATION_PENDING', 'Under Review'],
      failed: ['VERIFICATION_FAILED', 'Verification Failed'],
    } as const;
    for (const [status, [code, message]] of Object.entries(expected)) {
      const viewer = await viewerOf({ verification_status: status });
      expect(await refusal(viewer, { verification: true })).toEqual({
        status: 403,
        code,
        message,
        details: { verification_status: status },
      });
    }
    expect(
      await refusal(await viewerOf({ verification_status: 'success' }), { verification: true }),
    ).toBeNull();
  });
});

describe('guard order', () => {
  it('answers with the first failing check: active, demo, profile, verification', async () => {
    await app.services.settings.set('verification_required_for_user', true);
    const all = { demo: true, profile: true, verification: true };
    const viewer = await viewerOf({ mobile: null, verification_status: 'pending' });
    expect((await refusal(viewer, all))?.code).toBe('PROFILE_INCOMPLETE');
    await app.services.settings.set('demo_mode', true);
    expect((await refusal(viewer, all))?.code).toBe('DEMO_MODE');
    const inactive = await viewerOf({ is_active: 0 });
    expect(await refusal(inactive, all)).toMatchObject({ status: 403, code: 'ACCOUNT_DEACTIVATED' });
    await app.services.settings.set('demo_mode', false);
    const completeButPending = await viewerOf({ verification_status: 'pending' });
    expect((await refusal(completeButPending, all))?.code).toBe('VERIFICATION_PENDING');
  });
});
