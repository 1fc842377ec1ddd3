import type { AppDeps } from '../../app-deps.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { PresentContext } from './listing.presenter.js';
import { operatorProfile } from './operator.js';

/** What every listing presenter needs to know about this request: who asks, when, demo mode. */
export function listingContext(deps: AppDeps, settings: SettingsService) {
  return async (viewer: Viewer | null): Promise<PresentContext> => ({
    storage: deps.storage,
    now: deps.now(),
    viewerId: viewer?.user.id ?? null,
    operator: await operatorProfile(deps, settings),
    demoMode: await settings.get('demo_mode'),
  });
}
