import { missingProfileFields, PROFILE_REQUIRED_FIELDS } from '@domus/shared/schemas/account.schema';
import { describe, expect, it } from 'vitest';
import type { UserSelf } from '@/lib/api-types';
import { profileErrors } from './profile-validation.util';
import {
  COMPLETE_PROFILE_FIELDS,
  initialValues,
  lockedFields,
  missingFields,
  profileFormData,
  serverFieldErrors,
  sliceWithUser,
  userFromSlice,
} from './profile-values.util';

const USER: UserSelf = {
  id: 7,
  name: 'Ravi Patel',
  slug_id: 'ravi-patel',
  email: 'ravi@example.com',
  mobile: '+919876543210',
  profile: null,
  address: '12 Beach Road, Bhuj',
  city: 'Bhuj',
  state: 'Gujarat',
  country: 'India',
  latitude: 23.25,
  longitude: 69.66,
  about_me: null,
  facebook_id: null,
  twiiter_id: 'https://x.com/ravi',
  instagram_id: null,
  youtube_id: null,
  logintype: 3,
  is_email_verified: true,
  is_active: true,
  notification: true,
  is_profile_complete: false,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-02T08:15:00Z',
};

describe('lockedFields', () => {
  it('locks the email of an email account and the number of a phone account only', () => {
    expect([...lockedFields(3)]).toEqual(['email']);
    expect([...lockedFields(1)]).toEqual(['mobile']);
    expect([...lockedFields(0)]).toEqual([]);
    expect([...lockedFields(2)]).toEqual([]);
  });
});

describe('initialValues', () => {
  it('turns the user into form text, numbers included, null as empty', () => {
    const values = initialValues(USER);
    expect(values.latitude).toBe('23.25');
    expect(values.about_me).toBe('');
    expect(values.twiiter_id).toBe('https://x.com/ravi');
    expect(values.notification).toBe(true);
  });
});

describe('profileFormData', () => {
  it('sends the filled editable fields, never a locked one, and the photo as `profile`', () => {
    const values = { ...initialValues(USER), about_me: '  Broker  ', facebook_id: '   ' };
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const body = profileFormData(values, lockedFields(3), photo, 'me.png');
    expect(body.has('email')).toBe(false);
    expect(body.get('mobile')).toBe('+919876543210');
    expect(body.get('about_me')).toBe('Broker');
    expect(body.has('facebook_id')).toBe(false);
    expect(body.get('notification')).toBe('1');
    expect((body.get('profile') as File).name).toBe('me.png');
  });

  it('sends the notification switch off as 0 and no photo when none was chosen', () => {
    const body = profileFormData({ ...initialValues(USER), notification: false }, lockedFields(1), null);
    expect(body.get('notification')).toBe('0');
    expect(body.has('profile')).toBe(false);
    expect(body.has('mobile')).toBe(false);
    expect(body.get('email')).toBe('ravi@example.com');
  });
});

describe('profileErrors', () => {
  it('accepts a complete, valid profile', () => {
    expect(profileErrors(initialValues(USER), lockedFields(3))).toEqual({});
  });

  it('requires the fields of a complete profile with the spec words', () => {
    const values = { ...initialValues(USER), name: ' ', mobile: '', address: '', email: '' };
    expect(profileErrors(values, lockedFields(0))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      mobile: 'Phone number is required',
      address: 'fill all property or project address details',
    });
  });

  it('checks formats and ranges of the other fields with the API schema', () => {
    const values = {
      ...initialValues(USER),
      email: 'nope',
      mobile: '12',
      latitude: '91',
      about_me: 'x'.repeat(2001),
    };
    expect(profileErrors(values, lockedFields(0))).toEqual({
      email: 'Email address is invalid',
      mobile: 'Phone number is invalid',
      latitude: 'latitude must not exceed 90',
      about_me: 'About me must be at most 2000 characters',
    });
  });

  it('lets empty optional fields through', () => {
    expect(profileErrors({ ...initialValues(USER), latitude: '', city: '' }, lockedFields(3))).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it('maps details.fields, details.field and EMAIL_IN_USE to form fields', () => {
    expect(
      serverFieldErrors({
        code: 'VALIDATION_FAILED',
        message: 'Image must be at least 120x120 pixels',
        details: { fields: [{ field: 'profile', message: 'Image must be at least 120x120 pixels' }] },
      }),
    ).toEqual({ profile: 'Image must be at least 120x120 pixels' });
    expect(
      serverFieldErrors({ code: 'FIELD_LOCKED', message: 'locked', details: { field: 'mobile' } }),
    ).toEqual({ mobile: 'locked' });
    expect(
      serverFieldErrors({ code: 'EMAIL_IN_USE', message: 'Email already in use.', details: null }),
    ).toEqual({
      email: 'Email already in use.',
    });
  });

  it('ignores fields the form does not have', () => {
    expect(
      serverFieldErrors({
        code: 'VALIDATION_FAILED',
        message: 'x',
        details: { fields: [{ field: 'userid', message: 'x' }] },
      }),
    ).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});

describe('userFromSlice', () => {
  it('reads the user whether the slice keeps it bare or inside the signup answer', () => {
    expect(userFromSlice(USER)?.id).toBe(7);
    expect(userFromSlice({ error: false, message: 'Login Successfully', token: null, data: USER })?.id).toBe(
      7,
    );
    expect(userFromSlice(null)).toBeNull();
    expect(userFromSlice({ data: null })).toBeNull();
  });
});

describe('missingFields', () => {
  it('is the shared rule of a complete profile', () => {
    expect([...COMPLETE_PROFILE_FIELDS]).toEqual([...PROFILE_REQUIRED_FIELDS]);
    const cases = [
      USER,
      { ...USER, profile: 'https://x.test/a.png' },
      { ...USER, name: '  ', mobile: null, address: '' },
      { ...USER, email: null, profile: null, address: null, mobile: null, name: null },
    ];
    for (const user of cases) expect(missingFields(user)).toEqual(missingProfileFields(user));
    expect(missingFields(USER)).toEqual(['profile']);
  });
});

describe('sliceWithUser', () => {
  it('keeps the shape the slice uses', () => {
    const updated = { ...USER, name: 'New' };
    expect(sliceWithUser(USER, updated)).toBe(updated);
    expect(sliceWithUser(null, updated)).toBe(updated);
    expect(sliceWithUser({ error: false, token: null, data: USER }, updated)).toEqual({
      error: false,
      token: null,
      data: updated,
    });
  });
});
