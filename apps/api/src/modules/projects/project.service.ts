import type { AppDeps } from '../../app-deps.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { SettingsService } from '../settings/settings.service.js';

/** Placeholder: get-projects, get-project-detail. */
export function projectService(deps: AppDeps, settings: SettingsService, packages: PackageAccessService) {
  void deps;
  void settings;
  void packages;
  return {};
}

export type ProjectService = ReturnType<typeof projectService>;
