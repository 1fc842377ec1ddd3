import type { CallDefinition } from '../../lib/call.js';
import type { Services } from '../../services.js';

export function agentCalls(services: Services): CallDefinition[] {
  void services;
  return [];
}
