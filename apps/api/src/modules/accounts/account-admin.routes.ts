import type { CallDefinition } from '../../lib/call.js';
import type { Services } from '../../services.js';

/** Operator actions on accounts (deactivate / reactivate) under /api/admin/. STUB. */
export function accountAdminCalls(services: Services): CallDefinition[] {
  void services;
  return [];
}
