import { describe, expect, it } from 'vitest';
import { formRefusal } from './form-access.util';

const complete = {
  is_profile_complete: true,
  name: 'Ana',
  email: 'ana@example.com',
  mobile: '+919876543210',
  profile: 'https://x/a.jpg',
  address: '1 Road',
};
const units = { package_available: true, feature_available: true, limit_available: true, remaining: 2 };

describe('formRefusal', () => {
  it('opens the form for a complete profile with units left', () => {
    expect(formRefusal(complete, null, units)).toBeNull();
    // Editing spends no unit: no package check.
    expect(formRefusal(complete, null, null)).toBeNull();
  });

  it('asks for the profile first, as the server does', () => {
    const refusal = formRefusal({ ...complete, is_profile_complete: false, mobile: null }, null, {
      ...units,
      package_available: false,
    });
    expect(refusal).toEqual({ code: 'PROFILE_INCOMPLETE', details: { missing: ['mobile'] } });
  });

  it('asks for agent verification where the operator requires it', () => {
    const settings = { verification_required_for_user: true, verification_status: 'pending' };
    expect(formRefusal(complete, settings, units)?.code).toBe('VERIFICATION_PENDING');
  });

  it('sends a member without a package, the feature or units to the plans', () => {
    expect(formRefusal(complete, null, { ...units, package_available: false })).toEqual({
      code: 'PACKAGE_NOT_AVAILABLE',
      details: { feature: 'property_list', feature_message: 'Package not available for property list' },
    });
    expect(formRefusal(complete, null, { ...units, feature_available: false })?.code).toBe(
      'FEATURE_NOT_AVAILABLE',
    );
    expect(formRefusal(complete, null, { ...units, limit_available: false, remaining: 0 })).toEqual({
      code: 'LIMIT_NOT_AVAILABLE',
      details: { feature: 'property_list', feature_message: 'Limit not available for property list' },
    });
  });
});
