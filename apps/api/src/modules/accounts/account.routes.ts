import type { CallDefinition } from '../../lib/call.js';
import type { Services } from '../../services.js';

/** Sign-up, sign-in, OTP, password reset, logout, sessions (contract §3.2, §3.7). */
export function accountCalls(services: Services): CallDefinition[] {
  void services;
  return [];
}
