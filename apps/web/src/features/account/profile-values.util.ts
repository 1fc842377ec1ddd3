import type { UserSelf } from '@/lib/api-types';

// The profile form's values and what goes out (update_profile). Kept free of zod
// and React so the page's first load stays small and the rules are testable on their own.

export const PROFILE_TEXT_FIELDS = [
  'name',
  'email',
  'mobile',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'about_me',
  'facebook_id',
  'twiiter_id',
  'instagram_id',
  'youtube_id',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** Every field the form can show an error for: the text fields and the photo. */
export type ProfileField = ProfileTextField | 'profile' | 'notification';

export type ProfileValues = Record<ProfileTextField, string> & { notification: boolean };

export type LockableField = 'email' | 'mobile';

/**
 * Fields the sign-in method owns: an email account signs in with its email, a
 * phone account with its number, so neither can be changed through the profile.
 */
export function lockedFields(logintype: number): ReadonlySet<LockableField> {
  if (logintype === 3) return new Set(['email']);
  if (logintype === 1) return new Set(['mobile']);
  return new Set();
}

export function initialValues(user: UserSelf): ProfileValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const values = { notification: user.notification !== false } as ProfileValues;
  for (const field of PROFILE_TEXT_FIELDS) values[field] = text(user[field]);
  return values;
}

/**
 * The multipart body of update_profile. Empty values are left out: the API counts them as absent,
 * so sending them would suggest a clearing that does not happen. Locked fields
 * are never sent; the photo goes as the `profile` file.
 */
export function profileFormData(
  values: ProfileValues,
  locked: ReadonlySet<LockableField>,
  photo: Blob | null,
  photoName = 'profile',
): FormData {
  const body = new FormData();
  for (const field of PROFILE_TEXT_FIELDS) {
    if (locked.has(field as LockableField)) continue;
    const value = values[field].trim();
    if (value !== '') body.append(field, value);
  }
  body.append('notification', values.notification ? '1' : '0');
  if (photo) body.append('profile', photo, photoName);
  return body;
}

/** A failure's field messages, keyed by form field (first message per field wins). */
export function serverFieldErrors(
  failure: { code: string | null; message: string; details: Record<string, unknown> | null } | null,
): Partial<Record<ProfileField, string>> {
  if (!failure) return {};
  const known = new Set<string>([...PROFILE_TEXT_FIELDS, 'profile', 'notification']);
  const out: Partial<Record<ProfileField, string>> = {};
  const put = (field: unknown, message: string) => {
    const name = typeof field === 'string' ? field.split('.')[0] : '';
    if (name && known.has(name) && !(name in out)) out[name as ProfileField] = message;
  };
  const fields = failure.details?.fields;
  if (Array.isArray(fields)) {
    for (const item of fields as { field?: unknown; message?: unknown }[])
      if (typeof item?.message === 'string') put(item.field, item.message);
  }
  // FIELD_LOCKED, PAYLOAD_TOO_LARGE and UNSUPPORTED_MEDIA_TYPE name their field in details.field.
  if (typeof failure.details?.field === 'string') put(failure.details.field, failure.message);
  if (failure.code === 'EMAIL_IN_USE') put('email', failure.message);
  return out;
}

/** The signed-in user from the user slice, or null when the slice holds none. */
export function userFromSlice(data: unknown): UserSelf | null {
  if (!data || typeof data !== 'object') return null;
  const candidate = data as Partial<UserSelf> & { data?: unknown };
  if (typeof candidate.id === 'number' && typeof candidate.logintype === 'number')
    return candidate as UserSelf;
  // A slice that kept the whole signup answer ({error, message, token, data}).
  return candidate.data !== undefined ? userFromSlice(candidate.data) : null;
}

/**
 * The five fields a complete profile needs, in the order the status lists them. The same
 * rule as the shared schema's missingProfileFields (a unit test holds them together), without
 * pulling zod into the page's first load.
 */
export const COMPLETE_PROFILE_FIELDS = ['name', 'email', 'mobile', 'profile', 'address'] as const;
export type CompleteProfileField = (typeof COMPLETE_PROFILE_FIELDS)[number];

export function missingFields(user: Pick<UserSelf, CompleteProfileField>): CompleteProfileField[] {
  return COMPLETE_PROFILE_FIELDS.filter((field) => !user[field] || String(user[field]).trim() === '');
}

/** The user slice after an update: the new user, in the shape the slice keeps it. */
export function sliceWithUser(previous: unknown, user: UserSelf): unknown {
  if (previous && typeof previous === 'object' && 'data' in previous && userFromSlice(previous)) {
    return { ...(previous as object), data: user };
  }
  return user;
}
