import { ERRORS } from '@domus/shared/constants/messages.constants';
import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import {
  emailKey,
  LOGIN_TYPES,
  normalizePhone,
  type ProfileUpdateInput,
} from '@domus/shared/schemas/account.schema';
import type { AppDeps } from '../../app-deps.js';
import type { Row, RowUpdate } from '../../db/types.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, errors } from '../../lib/app-error.js';
import { type CleanImage, isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { deleteOwnedUploads, newUploadKey } from '../../lib/upload-keys.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import type { PushService } from '../push/push.service.js';
import { accountErrors } from './account-errors.js';
import { presentSelf } from './user.presenter.js';
import { userRepository } from './user.repository.js';

/** Plain columns copied as sent: an absent value leaves the stored one alone. */
const COPIED_FIELDS = [
  'name',
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

const fieldLocked = (field: string) =>
  new AppError(409, 'FIELD_LOCKED', ERRORS.FIELD_LOCKED.message, { field });
const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', ERRORS.EMAIL_IN_USE.message);

/**
 * `update_profile`: only sent fields change. Every check runs before anything is
 * written; the new photo is stored just before the row update and removed again if that fails,
 * and the old photo is deleted only once the row no longer names it.
 */
export function profileService(deps: AppDeps, access: AccessGuard, push: PushService) {
  /** The column changes the input asks for, refused as a whole if one of them is not allowed. */
  async function plannedChanges(user: Row<'users'>, input: ProfileUpdateInput) {
    const changes: RowUpdate<'users'> = {};
    for (const field of COPIED_FIELDS) {
      const value = input[field];
      if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
    }
    if (input.notification !== undefined) changes.notification = input.notification ? 1 : 0;

    if (input.email !== undefined) {
      const key = emailKey(input.email);
      const current = user.email_key ?? (user.email ? emailKey(user.email) : null);
      // The same address (in any letter case) is not a change, even where the field is locked.
      if (key !== current) {
        // An email-login account signs in with its address: changing it here would bypass the
        // verification code.
        if (user.logintype === LOGIN_TYPES.email) throw fieldLocked('email');
        const owner = await userRepository(deps.db).findByEmailKey(key);
        if (owner && owner.id !== user.id) throw emailInUse();
        // Unproven until verified: social sign-in links accounts by verified email only.
        Object.assign(changes, { email: input.email, email_key: key, is_email_verified: 0 });
      }
    }

    if (input.mobile !== undefined) {
      const current = user.mobile ? (normalizePhone(user.mobile) ?? user.mobile) : null;
      if (input.mobile !== current) {
        // A phone-login account is the number it proved by SMS.
        if (user.logintype === LOGIN_TYPES.phone) throw fieldLocked('mobile');
        // Another account proved this number by SMS and signs in with it: a copy here could only
        // be taken away again at that account's next sign-in.
        const owner = await userRepository(deps.db).findByMobile(input.mobile);
        if (owner && owner.id !== user.id) throw accountErrors.mobileInUse();
        changes.mobile = input.mobile;
      }
    }
    return changes;
  }

  async function readPhoto(value: unknown): Promise<CleanImage | null> {
    if (value === undefined) return null;
    // A URL or any other text is refused, never fetched.
    if (!isUploadedFile(value)) throw errors.field('profile', 'Profile must be an uploaded image file');
    return readImageUpload(value, { field: 'profile', maxBytes: IMAGE_MAX_BYTES });
  }

  return {
    async update(viewer: Viewer, input: ProfileUpdateInput) {
      // Demo mode only: a member must be able to complete an incomplete profile.
      await access.assertMemberWrite(viewer, { demo: true });
      if (input.userid !== undefined && input.userid !== viewer.user.id) throw errors.forbidden();

      const userId = viewer.user.id;
      const changes = await plannedChanges(viewer.user, input);
      const photo = await readPhoto(input.profile);

      const at = deps.now();
      const photoKey = photo ? newUploadKey(`users/${userId}`, photo.ext) : null;
      if (photo && photoKey) {
        await deps.storage.put(photoKey, photo.data, photo.contentType);
        changes.profile = photoKey;
      }

      let result: { before: Row<'users'>; after: Row<'users'> };
      try {
        result = await deps.db.transaction().execute(async (trx) => {
          const users = userRepository(trx);
          const before = await users.findById(userId);
          if (!before) throw errors.tokenInvalid(); // deleted by a concurrent request
          const after = Object.keys(changes).length > 0 ? await users.update(userId, changes, at) : before;
          if (input.fcm_id) {
            await push.within(trx).saveRegistration(userId, input.fcm_id, viewer.sessionId);
          }
          return { before, after };
        });
      } catch (error) {
        if (photoKey) await deleteOwnedUploads(deps.storage, [photoKey]);
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }

      // Their name, photo and profile show on agent pages and on their listings.
      if (result.after !== result.before) await deps.changes.publish({ agents: [userId] });
      if (photoKey && result.before.profile !== photoKey) {
        await deleteOwnedUploads(deps.storage, [result.before.profile]);
      }
      return presentSelf(result.after, deps.storage);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
