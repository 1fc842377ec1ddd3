import { OTP_RESEND_SECONDS } from '@domus/shared/schemas/account.schema';
import { describe, expect, it } from 'vitest';
import { formatCountdown, resendDeadline, secondsLeft } from './countdown.util';

describe('OTP resend countdown', () => {
  it('starts from the server’s resend_after_s', () => {
    expect(resendDeadline(1_000, 30)).toBe(31_000);
    expect(resendDeadline(0, 0)).toBe(0);
  });

  it('falls back to the contract’s 120 s when the server says nothing usable', () => {
    expect(OTP_RESEND_SECONDS).toBe(120);
    expect(resendDeadline(0)).toBe(120_000);
    expect(resendDeadline(0, '30')).toBe(120_000);
    expect(resendDeadline(0, -5)).toBe(120_000);
    expect(resendDeadline(0, Number.NaN)).toBe(120_000);
  });

  it('counts whole seconds down, rounding up, and stops at zero', () => {
    const deadline = resendDeadline(0, 120);
    expect(secondsLeft(deadline, 0)).toBe(120);
    expect(secondsLeft(deadline, 1)).toBe(120);
    expect(secondsLeft(deadline, 1_000)).toBe(119);
    expect(secondsLeft(deadline, 119_001)).toBe(1);
    expect(secondsLeft(deadline, 120_000)).toBe(0);
    expect(secondsLeft(deadline, 500_000)).toBe(0);
    expect(secondsLeft(null, 5)).toBe(0);
  });

  it('formats as m:ss', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
