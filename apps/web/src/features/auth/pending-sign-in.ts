// What the register (or sign-in) form hands to the verify-email page: the email and when a new code
// may be asked for. No password: verifying the code answers with a one-time sign-in ticket, so the
// page signs the person in even when opened afresh (a reload, the link in another tab). Module
// memory only: it survives the client-side navigation between the two pages and nothing else.

export interface PendingSignIn {
  email: string;
  /** Epoch ms when a new code may be requested; null when unknown (no code sent just now). */
  resendAt: number | null;
  origin: 'register' | 'sign-in';
}

let pending: PendingSignIn | null = null;

export function holdPendingSignIn(value: PendingSignIn): void {
  pending = value;
}

/** The held sign-in if it is for this email (compared case-insensitively), without removing it. */
export function peekPendingSignIn(email: string): PendingSignIn | null {
  if (!pending || pending.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null;
  return pending;
}

export function dropPendingSignIn(): void {
  pending = null;
}
