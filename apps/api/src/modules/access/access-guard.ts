import { missingProfileFields } from '@domus/shared/schemas/account.schema';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { SettingsService } from '../settings/settings.service.js';

/** Which checks a write needs beyond an active account (the guard steps after the account checks). */
export interface MemberWriteNeeds {
  /** Refused while demo mode is on. Default on: most member writes are refused. */
  demo?: boolean;
  /** Name, email, mobile, profile photo and address all filled. Default off. */
  profile?: boolean;
  /** Agent verification `success` when the operator requires it. Default off. */
  verification?: boolean;
}

/**
 * The gating helper (demo mode, then complete profile, then verification): every member write asks it first,
 * before looking at the record it touches, so the first failing check answers. Listing add/edit
 * asks for everything; deleting, status toggles and featuring ask for the demo check only, since
 * a member can always withdraw; post_property/post_project create pass `demo: false`.
 */
export function accessGuard(deps: AppDeps, settings: SettingsService) {
  void deps;
  return {
    async assertMemberWrite(viewer: Viewer, needs: MemberWriteNeeds = {}): Promise<void> {
      const { demo = true, profile = false, verification = false } = needs;
      // Step 2 is the call wrapper's (required access); repeated here so a service called some
      // other way can never let a deactivated account write.
      if (!viewer.user.is_active) throw errors.deactivated();
      if (demo && (await settings.get('demo_mode'))) throw errors.demoMode();
      if (profile) {
        const missing = missingProfileFields(viewer.user);
        if (missing.length > 0) throw errors.profileIncomplete(missing);
      }
      if (verification && (await settings.get('verification_required_for_user'))) {
        const status = viewer.user.verification_status;
        if (status !== 'success') throw errors.verification(status);
      }
    },

    /** Demo mode alone, for callers without a session check of their own (reset-password…). */
    async isDemoMode(): Promise<boolean> {
      return settings.get('demo_mode');
    },
  };
}

export type AccessGuard = ReturnType<typeof accessGuard>;
