import type { AppDeps } from '../../app-deps.js';
import { signInTicketRepository } from './sign-in-ticket.repository.js';

/**
 * One-time sign-in tickets for the sign-in modules outside accounts (OpenID Connect): the one way
 * they reach the ticket table. No access check: tickets are issued and redeemed by the sign-in
 * flows themselves, before anyone is signed in.
 */
export function signInTicketService(deps: AppDeps) {
  const tickets = signInTicketRepository(deps.db);
  return {
    issue: tickets.issue,
    redeem: tickets.redeem,
  };
}

export type SignInTicketService = ReturnType<typeof signInTicketService>;
