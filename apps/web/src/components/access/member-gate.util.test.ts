import { describe, expect, it } from 'vitest';
import { memberGateFailure } from './member-gate.util';

const complete = {
  is_profile_complete: true,
  name: 'Ana',
  email: 'ana@example.com',
  mobile: '+919876543210',
  profile: 'https://x/a.jpg',
  address: '1 Road',
};

describe('memberGateFailure', () => {
  it('asks a signed-out visitor to sign in first', () => {
    expect(memberGateFailure(null, null)).toEqual({ code: 'NOT_LOGGED_IN', details: null });
  });

  it('asks for a complete profile, listing what is missing', () => {
    const user = { ...complete, is_profile_complete: false, mobile: null, address: ' ' };
    expect(memberGateFailure(user, null)).toEqual({
      code: 'PROFILE_INCOMPLETE',
      details: { missing: ['mobile', 'address'] },
    });
  });

  it('checks the five fields when the stored user lacks the server’s flag', () => {
    const { is_profile_complete: _flag, ...withoutFlag } = complete;
    expect(memberGateFailure(withoutFlag, null)).toBeNull();
    expect(memberGateFailure({ ...withoutFlag, profile: null }, null)?.code).toBe('PROFILE_INCOMPLETE');
  });

  it('lets a feature skip the profile check', () => {
    expect(memberGateFailure({ is_profile_complete: false }, null, { profile: false })).toBeNull();
  });

  it('checks agent verification only when the operator requires it', () => {
    expect(
      memberGateFailure(complete, { verification_required_for_user: false, verification_status: 'initial' }),
    ).toBeNull();
    const required = (status: string | null) => ({
      verification_required_for_user: true,
      verification_status: status,
    });
    expect(memberGateFailure(complete, required('initial'))?.code).toBe('VERIFICATION_REQUIRED');
    expect(memberGateFailure(complete, required(null))?.code).toBe('VERIFICATION_REQUIRED');
    expect(memberGateFailure(complete, required('pending'))).toEqual({
      code: 'VERIFICATION_PENDING',
      details: { verification_status: 'pending' },
    });
    expect(memberGateFailure(complete, required('failed'))?.code).toBe('VERIFICATION_FAILED');
    expect(memberGateFailure(complete, required('success'))).toBeNull();
    expect(memberGateFailure(complete, required('initial'), { verification: false })).toBeNull();
  });

  it('follows the server’s guard order: profile before verification', () => {
    expect(
      memberGateFailure(
        { is_profile_complete: false },
        { verification_required_for_user: true, verification_status: 'initial' },
      )?.code,
    ).toBe('PROFILE_INCOMPLETE');
  });
});
