import type { AppDeps } from '../../app-deps.js';
import type { PackageAccessService } from '../packages/package-access.service.js';
import type { PropertyService } from '../properties/property.service.js';
import type { ProjectService } from '../projects/project.service.js';
import type { SettingsService } from '../settings/settings.service.js';

/** Placeholder: agent-list, agent-properties. */
export function agentService(
  deps: AppDeps,
  settings: SettingsService,
  packages: PackageAccessService,
  properties: PropertyService,
  projects: ProjectService,
) {
  void deps;
  void settings;
  void packages;
  void properties;
  void projects;
  return {};
}

export type AgentService = ReturnType<typeof agentService>;
