import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAccessDialog,
  getAccessRequest,
  showAccessError,
  showAccessFailure,
  subscribeAccessDialog,
} from './access-dialog.store';

afterEach(() => closeAccessDialog());

describe('access dialog store', () => {
  it('opens for an access code and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAccessDialog(listener);
    expect(showAccessError('PROFILE_INCOMPLETE', { missing: ['mobile'] })).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getAccessRequest()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      details: { missing: ['mobile'] },
      message: null,
    });
    unsubscribe();
    closeAccessDialog();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getAccessRequest()).toBeNull();
  });

  it('refuses codes without a dialog, leaving the current state alone', () => {
    const listener = vi.fn();
    subscribeAccessDialog(listener);
    expect(showAccessError('NOT_FOUND')).toBe(false);
    expect(showAccessError(null)).toBe(false);
    expect(showAccessError('BLOCKED_BY_USER')).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(getAccessRequest()).toBeNull();
  });

  it('gives each request its own id, so the same code re-opens', () => {
    showAccessError('DEMO_MODE');
    const first = getAccessRequest()?.id;
    showAccessError('DEMO_MODE');
    expect(getAccessRequest()?.id).not.toBe(first);
  });

  it('takes a callApi failure as it is', () => {
    expect(
      showAccessFailure({
        code: 'FEATURE_NOT_AVAILABLE',
        details: { feature: 'project_access' },
        message: 'Package not available for project access',
      }),
    ).toBe(true);
    expect(getAccessRequest()?.message).toBe('Package not available for project access');
    expect(showAccessFailure({ code: null, message: 'Network error' })).toBe(false);
  });
});
