import type { CallDefinition } from '../../lib/call.js';
import type { Services } from '../../services.js';

export function projectCalls(services: Services): CallDefinition[] {
  void services;
  return [];
}
