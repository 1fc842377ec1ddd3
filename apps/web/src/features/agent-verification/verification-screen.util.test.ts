import { VERIFICATION_STATUSES } from '@domus/shared/constants/enums.constants';
import { describe, expect, it } from 'vitest';
import { canApply, screenOf, statusOf } from './verification-screen.util';

describe('verification screen by state', () => {
  it('maps each status to its screen', () => {
    expect(
      Object.fromEntries(VERIFICATION_STATUSES.map((status) => [status, screenOf(status, false)])),
    ).toEqual({
      initial: 'form',
      pending: 'pending',
      success: 'success',
      failed: 'failed',
    });
  });

  it('reopens the form only from failed when re-applying', () => {
    expect(screenOf('failed', true)).toBe('form');
    expect(screenOf('pending', true)).toBe('pending');
    expect(screenOf('success', true)).toBe('success');
  });

  it('reads initial when I never applied, unless the account says otherwise', () => {
    expect(statusOf(null)).toBe('initial');
    expect(statusOf(undefined)).toBe('initial');
    expect(statusOf(null, 'success')).toBe('success');
  });

  it('allows applying from initial and failed only', () => {
    expect(VERIFICATION_STATUSES.filter(canApply)).toEqual(['initial', 'failed']);
  });
});
