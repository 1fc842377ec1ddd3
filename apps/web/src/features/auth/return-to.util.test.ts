import { describe, expect, it } from 'vitest';
import { loginHref, PROFILE_PATH, safeReturnTo, signedInTarget } from './return-to.util';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnTo('/properties?city=Pune#map')).toBe('/properties?city=Pune#map');
    expect(safeReturnTo('/user/profile')).toBe('/user/profile');
    expect(safeReturnTo('  /faqs  ')).toBe('/faqs');
  });

  it('refuses other origins, however they are spelt', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\u0000//evil.example',
      '/\t/evil.example',
      'http:/evil.example',
    ]) {
      expect(safeReturnTo(value), value).toBe('/');
    }
  });

  it('falls back for anything that is not a string or is empty', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(null, '/x')).toBe('/x');
    expect(safeReturnTo(['/a'])).toBe('/');
    expect(safeReturnTo('')).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(2001)}`)).toBe('/');
  });

  it('never returns to a sign-in page (that would loop)', () => {
    expect(safeReturnTo('/login?return_to=/x')).toBe('/');
    expect(safeReturnTo('/register')).toBe('/');
    expect(safeReturnTo('/auth/callback?auth_id=1')).toBe('/');
    expect(safeReturnTo('/reset-password?token=t')).toBe('/');
    // Only those exact pages: a path that merely starts the same is fine.
    expect(safeReturnTo('/login-help')).toBe('/login-help');
  });

  it('normalises dot segments inside the site', () => {
    expect(safeReturnTo('/a/../b')).toBe('/b');
    expect(safeReturnTo('/../../etc')).toBe('/etc');
  });
});

describe('loginHref', () => {
  it('adds return_to only when it leads somewhere', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref(undefined)).toBe('/login');
    expect(loginHref('/properties?city=Pune')).toBe('/login?return_to=%2Fproperties%3Fcity%3DPune');
    expect(loginHref('https://evil.example')).toBe('/login');
  });

  it('keeps extra parameters', () => {
    expect(loginHref('/faqs', { email: 'a@b.co' })).toBe('/login?email=a%40b.co&return_to=%2Ffaqs');
  });
});

describe('signedInTarget', () => {
  it('sends an incomplete profile to the profile page first', () => {
    expect(signedInTarget({ is_profile_complete: false }, '/faqs')).toBe(PROFILE_PATH);
  });

  it('otherwise returns to the sanitised return_to', () => {
    expect(signedInTarget({ is_profile_complete: true }, '/faqs')).toBe('/faqs');
    expect(signedInTarget({ is_profile_complete: true }, '//evil.example')).toBe('/');
    expect(signedInTarget(null, undefined)).toBe('/');
  });
});
