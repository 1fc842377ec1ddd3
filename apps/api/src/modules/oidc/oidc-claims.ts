import type { OidcProviderConfig } from '../../config.js';

/**
 * The claims a `social` ticket carries: only what user_signup uses, each checked
 * and bounded, because they come from outside. user_signup links by email only when
 * `email_verified` is true.
 */
export interface SocialClaims {
  email: string | null;
  email_verified: boolean;
  name: string | null;
  picture: string | null;
  /** logintype the provider signs in as: 0 social, 2 Apple. */
  type: 0 | 2;
  [key: string]: unknown;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

export function socialClaims(
  provider: OidcProviderConfig,
  claims: Record<string, unknown>,
  /** Apple's `user` form field on a first sign-in (its ID tokens carry no name). */
  appleUser?: string,
): SocialClaims {
  const email =
    typeof claims.email === 'string' && EMAIL.test(claims.email.trim()) ? claims.email.trim() : null;
  return {
    email,
    // Apple sends the string "true"; anything else but true means unverified.
    email_verified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name: text(claims.name, 100) ?? (provider.type === 2 ? appleName(appleUser) : null),
    picture: httpUrl(claims.picture),
    type: provider.type,
  };
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function appleName(userJson: string | undefined): string | null {
  if (!userJson || userJson.length > 2_000) return null;
  try {
    const parsed = JSON.parse(userJson) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [text(parsed.name?.firstName, 50), text(parsed.name?.lastName, 50)].filter(Boolean);
    return parts.length > 0 ? parts.join(' ') : null;
  } catch {
    return null;
  }
}
