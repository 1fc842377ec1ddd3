import { describe, expect, it } from 'vitest';
import { sessionStateOf } from './session-state.util';

describe('sessionStateOf', () => {
  it('is a member only with the cookie and the per-user keys', () => {
    expect(sessionStateOf(true, { is_active: true })).toBe('member');
  });

  it('is deactivated when web-settings says is_active: false', () => {
    expect(sessionStateOf(true, { is_active: false })).toBe('deactivated');
  });

  it('is a guest without a cookie, or when the settings were answered to a guest', () => {
    expect(sessionStateOf(false, { is_active: true })).toBe('guest');
    // A stale cookie: the server retried as a guest, so no per-user keys came back.
    expect(sessionStateOf(true, {})).toBe('guest');
    expect(sessionStateOf(true, { is_active: null })).toBe('guest');
    expect(sessionStateOf(true, null)).toBe('guest');
  });
});
