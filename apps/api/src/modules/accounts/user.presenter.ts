import { missingProfileFields } from '@domus/shared/schemas/account.schema';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { nullableNumber, toIso } from '../../db/dialect.js';
import type { Row } from '../../db/types.js';

/**
 * User (self): what an account sees of itself. Lists every field that leaves the
 * server; never the hash, tokens, push registrations, identity subjects, OTPs or reset tokens.
 */
export function presentSelf(user: Row<'users'>, storage: StorageAdapter) {
  const profile = mediaUrl(storage, user.profile);
  return {
    id: user.id,
    name: user.name,
    slug_id: user.slug_id,
    email: user.email,
    mobile: user.mobile,
    profile,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    latitude: nullableNumber(user.latitude),
    longitude: nullableNumber(user.longitude),
    about_me: user.about_me,
    facebook_id: user.facebook_id,
    twiiter_id: user.twiiter_id,
    instagram_id: user.instagram_id,
    youtube_id: user.youtube_id,
    logintype: user.logintype,
    is_email_verified: !!user.is_email_verified,
    is_active: !!user.is_active,
    notification: !!user.notification,
    is_profile_complete: missingProfileFields({ ...user, profile }).length === 0,
    created_at: toIso(user.created_at),
    updated_at: toIso(user.updated_at),
  };
}

export type SelfUser = ReturnType<typeof presentSelf>;
