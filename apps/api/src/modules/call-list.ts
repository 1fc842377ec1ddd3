import type { AppDeps } from '../app-deps.js';
import type { CallDefinition } from '../lib/call.js';
import type { Services } from '../services.js';
import { propertyCalls } from './properties/property.routes.js';
import { settingsCalls } from './settings/settings.routes.js';

/** Every contract call the API serves, in the contract's order of sections. */
export function allCalls(deps: AppDeps, services: Services): CallDefinition[] {
  void deps;
  return [...settingsCalls(services), ...propertyCalls(services)];
}
