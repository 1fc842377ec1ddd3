import type { DialogCode } from './access-codes';

// The client-side pre-check before opening a member feature: signed in, complete
// profile, and agent verification when the operator requires it. The server enforces the same
// rules in the same order; this only spares a round trip and shows the dialog early.

export interface GateUser {
  is_profile_complete?: boolean;
  name?: string | null;
  email?: string | null;
  mobile?: string | null;
  profile?: string | null;
  address?: string | null;
}

export interface GateSettings {
  verification_required_for_user?: boolean | null;
  verification_status?: string | null;
}

export interface GateOptions {
  /** Needs a complete profile (default true). */
  profile?: boolean;
  /** Needs agent verification when settings demand it (default true; listing add/edit). */
  verification?: boolean;
}

export interface GateFailure {
  code: DialogCode;
  details: Record<string, unknown> | null;
}

// The five fields of a complete profile. Checked here rather than with the shared schema module, which would pull
// zod into every island that gates a button.
const PROFILE_FIELDS = ['name', 'email', 'mobile', 'profile', 'address'] as const;

function missingFields(user: GateUser): string[] {
  return PROFILE_FIELDS.filter((field) => {
    const value = user[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

const VERIFICATION_CODES: Record<string, DialogCode> = {
  initial: 'VERIFICATION_REQUIRED',
  pending: 'VERIFICATION_PENDING',
  failed: 'VERIFICATION_FAILED',
};

/** Why a member feature may not open yet, in the server's guard order, or null when it may. */
export function memberGateFailure(
  user: GateUser | null | undefined,
  settings: GateSettings | null | undefined,
  options: GateOptions = {},
): GateFailure | null {
  if (!user) return { code: 'NOT_LOGGED_IN', details: null };
  if (options.profile !== false) {
    const missing = missingFields(user);
    // The server's flag is the authority; the field check covers a stored user without it.
    const complete =
      typeof user.is_profile_complete === 'boolean' ? user.is_profile_complete : missing.length === 0;
    if (!complete) return { code: 'PROFILE_INCOMPLETE', details: { missing } };
  }
  if (options.verification !== false && settings?.verification_required_for_user) {
    const status = settings.verification_status ?? 'initial';
    const code = VERIFICATION_CODES[status];
    if (code) return { code, details: { verification_status: status } };
  }
  return null;
}
