import {
  getOtpSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  verifyOtpSchema,
} from '@domus/shared/schemas/account.schema';
import { describe, expect, it } from 'vitest';
import { checkWith } from './form-validation.util';

// The forms show the words the server would answer, because they check with the
// very schemas the API uses.

describe('checkWith over the shared account schemas', () => {
  it('sign-in: required email and password', () => {
    expect(checkWith(signInSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    expect(checkWith(signInSchema, { email: 'nope', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Email address is invalid' },
    });
    expect(checkWith(signInSchema, { email: ' a@b.co ', password: 'secret' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'secret' },
    });
  });

  it('register: spec messages, mismatch on re_password', () => {
    const result = checkWith(registerSchema, {
      name: '',
      email: 'a@b.co',
      mobile: '',
      password: '123',
      re_password: '123',
    });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Username is required', password: 'Password must be 6 characters or more' },
    });
    expect(
      checkWith(registerSchema, {
        name: 'Ana',
        email: 'a@b.co',
        password: 'secret1',
        re_password: 'secret2',
      }),
    ).toEqual({ ok: false, errors: { re_password: 'Passwords do not match' } });
  });

  it('phone OTP: the number comes back in E.164', () => {
    expect(checkWith(getOtpSchema, { number: '' })).toEqual({
      ok: false,
      errors: { number: 'Phone number is required' },
    });
    expect(checkWith(getOtpSchema, { number: '12' })).toEqual({
      ok: false,
      errors: { number: 'Phone number is invalid' },
    });
    const ok = checkWith(getOtpSchema, { number: '+91 98765 43210' });
    expect(ok.ok && ok.data.number).toBe('+919876543210');
  });

  it('OTP code: "Please enter OTP first"', () => {
    expect(checkWith(verifyOtpSchema, { email: 'a@b.co', otp: '' })).toEqual({
      ok: false,
      errors: { otp: 'Please enter OTP first' },
    });
  });

  it('reset: password rules and the match', () => {
    expect(checkWith(resetPasswordSchema, { token: 't', password: '', re_password: '' })).toEqual({
      ok: false,
      errors: { password: 'Password is required' },
    });
    expect(checkWith(resetPasswordSchema, { token: 't', password: 'secret1', re_password: 'x' })).toEqual({
      ok: false,
      errors: { re_password: 'Passwords do not match' },
    });
  });
});
