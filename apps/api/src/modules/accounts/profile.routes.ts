import type { CallDefinition } from '../../lib/call.js';
import type { Services } from '../../services.js';

/** update_profile, delete_user (contract §3.2). STUB. */
export function profileCalls(services: Services): CallDefinition[] {
  void services;
  return [];
}
