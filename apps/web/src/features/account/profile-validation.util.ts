import {
  completeProfileSchema,
  fieldErrors,
  profileUpdateSchema,
} from '@domus/shared/schemas/account.schema';
import type { LockableField, ProfileTextField, ProfileValues } from './profile-values.util';
import { PROFILE_TEXT_FIELDS } from './profile-values.util';

// The profile form's checks in the browser with the API's own schemas, so a field shows the words
// the server would answer. Loaded on submit, which keeps zod out of the page's first load.
//
// The form is the spec's "complete profile" screen: name, email, mobile and address are required
// (completeProfileSchema). An empty value could not clear a stored one anyway (the API treats it
// as absent), so requiring them never stands in the way of a change a person can make.

export function profileErrors(
  values: ProfileValues,
  locked: ReadonlySet<LockableField>,
): Partial<Record<ProfileTextField, string>> {
  const editable: Record<string, unknown> = { notification: values.notification };
  // Empty values stay out, exactly as the API drops them from a request before validating.
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = values[field].trim();
    if (!locked.has(field as LockableField) && value !== '') editable[field] = value;
  }
  const required = fieldErrors(completeProfileSchema, {
    name: values.name,
    email: values.email,
    mobile: values.mobile,
    address: values.address,
  });
  const rest = fieldErrors(profileUpdateSchema, editable);
  const out: Partial<Record<ProfileTextField, string>> = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const message = required[field] ?? rest[field];
    if (message) out[field] = message;
  }
  return out;
}
