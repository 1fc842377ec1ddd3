import type { AppDeps } from '../../app-deps.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { SettingsService } from '../settings/settings.service.js';

/**
 * The gating helper (contract §1.7 guard order, §4.4, §4.19): every member write asks it first.
 * STUB — filled in by the accounts work (profile/verification/demo checks).
 */
export function accessGuard(deps: AppDeps, settings: SettingsService) {
  void deps;
  void settings;
  return {
    async assertMemberWrite(
      _viewer: Viewer,
      _needs: { demo?: boolean; profile?: boolean; verification?: boolean } = {},
    ): Promise<void> {},
  };
}

export type AccessGuard = ReturnType<typeof accessGuard>;
