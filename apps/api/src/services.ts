import type { AppDeps } from './app-deps.js';
import { packageAccessService } from './modules/packages/package-access.service.js';
import { propertyService } from './modules/properties/property.service.js';
import { settingsService } from './modules/settings/settings.service.js';

/** Every service, built once per app. Modules reach each other only through this object. */
export function createServices(deps: AppDeps) {
  const packages = packageAccessService(deps);
  const settings = settingsService(deps, packages);
  const properties = propertyService(deps, settings, packages);
  return { packages, settings, properties };
}

export type Services = ReturnType<typeof createServices>;
