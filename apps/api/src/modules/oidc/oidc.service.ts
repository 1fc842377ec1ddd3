import { timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { AppDeps } from '../../app-deps.js';
import type { OidcProviderConfig } from '../../config.js';
import { AppError, errors } from '../../lib/app-error.js';
import type { RedeemedTicket } from '../accounts/sign-in-ticket.repository.js';
import type { SignInTicketService } from '../accounts/sign-in-ticket.service.js';
import { socialClaims } from './oidc-claims.js';
import { oidcClientRegistry } from './oidc-client.registry.js';

/**
 * Social sign-in through OpenID Connect: the authorization-code flow with
 * state, nonce and PKCE (S256) for the web, ending in a one-time `social` ticket that the web
 * client redeems with user_signup; and ID-token verification for native apps (user_signup with
 * `id_token` + `provider`).
 */
const STATE_TTL_MS = 10 * 60_000;
const SOCIAL_TICKET_TTL_MS = 5 * 60_000;
/** ID tokens are JWTs of a few kB; anything far larger is not one. */
const MAX_ID_TOKEN_LENGTH = 16_384;
/** OIDC Core caps `sub` at 255 ASCII characters, as does user_identities.subject. */
const MAX_SUBJECT_LENGTH = 255;
/** Asymmetric algorithms only: a shared-secret (HS*) or unsigned token is never an identity. */
const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

export type CallbackFailure = 'SIGN_IN_TICKET_INVALID' | 'UPSTREAM_UNAVAILABLE';

/** Where the browser goes next; `problem` (never shown to the visitor) is for the log. */
export interface OidcRedirect {
  location: string;
  problem?: string;
}

export function oidcService(deps: AppDeps, tickets: SignInTicketService) {
  const registry = oidcClientRegistry(deps.config.oidcProviders);
  const publicUrl = deps.config.publicUrl;

  function providerOr404(id: string): OidcProviderConfig {
    const provider = registry.find(id);
    if (!provider) throw errors.notFound();
    return provider;
  }

  const redirectUri = (provider: OidcProviderConfig) => `${publicUrl}/api/auth/oidc/${provider.id}/callback`;

  function failure(code: CallbackFailure, problem: string): OidcRedirect {
    return { location: `${publicUrl}/auth/callback?${new URLSearchParams({ error: code })}`, problem };
  }

  return {
    /** web-settings `social_login_providers`: what a client may show; never issuer secrets. */
    publicProviders: () => registry.all().map((p) => ({ id: p.id, name: p.name, type: p.type })),

    /** The id of a configured provider, else a 404 envelope. */
    knownProvider: (id: string): string => providerOr404(id).id,

    /**
     * GET …/start: the provider's authorization URL and the `state` the browser is bound to. The
     * in-flight values (nonce, PKCE verifier, return path) stay on the server, keyed by state.
     */
    async start(providerId: string, returnTo: unknown): Promise<OidcRedirect & { state?: string }> {
      const provider = providerOr404(providerId);
      let config: client.Configuration;
      try {
        config = await registry.configuration(provider);
      } catch (error) {
        return failure('UPSTREAM_UNAVAILABLE', `discovery failed: ${describe(error)}`);
      }
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await tickets.issue(
        {
          kind: 'oidc_state',
          provider: provider.id,
          subject: '',
          claims: { nonce, code_verifier: codeVerifier, return_to: safeReturnTo(returnTo) },
        },
        STATE_TTL_MS,
        deps.now(),
        state,
      );
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider),
        scope: provider.scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Apple answers with a cross-site form POST when a name or email is requested.
        ...(provider.type === 2 ? { response_mode: 'form_post' } : {}),
      });
      return { location: url.href, state };
    },

    /**
     * GET|POST …/callback: `params` are the provider's answer (query or form), `boundState` the
     * state cookie of this browser. Every failure becomes a redirect with an error code.
     */
    async callback(providerId: string, params: Record<string, string>, boundState: string | null) {
      const provider = providerOr404(providerId);
      const state = params.state ?? '';
      // Login CSRF: the answer must come back to the browser that started this sign-in.
      if (!state || !boundState || !sameString(state, boundState)) {
        return failure('SIGN_IN_TICKET_INVALID', 'state missing or not bound to this browser');
      }
      const flight = await tickets.redeem(state, ['oidc_state'], deps.now());
      if (!flight || flight.provider !== provider.id) {
        return failure('SIGN_IN_TICKET_INVALID', 'state unknown, used or expired');
      }
      if (params.error) {
        return failure('SIGN_IN_TICKET_INVALID', `provider answered ${params.error.slice(0, 100)}`);
      }
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        const config = await registry.configuration(provider);
        const answer = new URL(redirectUri(provider));
        for (const [key, value] of Object.entries(params)) answer.searchParams.set(key, value);
        tokens = await client.authorizationCodeGrant(config, answer, {
          pkceCodeVerifier: String(flight.claims.code_verifier),
          expectedState: state,
          expectedNonce: String(flight.claims.nonce),
          idTokenExpected: true,
        });
      } catch (error) {
        const code = isUnreachable(error) ? 'UPSTREAM_UNAVAILABLE' : 'SIGN_IN_TICKET_INVALID';
        return failure(code, `code exchange failed: ${describe(error)}`);
      }
      const idClaims = tokens.claims();
      if (!idClaims?.sub || idClaims.sub.length > MAX_SUBJECT_LENGTH) {
        return failure('SIGN_IN_TICKET_INVALID', 'no usable subject in the ID token');
      }
      const claims = socialClaims(provider, idClaims, params.user);
      const authId = await tickets.issue(
        { kind: 'social', provider: provider.id, subject: idClaims.sub, claims },
        SOCIAL_TICKET_TTL_MS,
        deps.now(),
      );
      const query = new URLSearchParams({
        auth_id: authId,
        type: String(provider.type),
        return_to: String(flight.claims.return_to ?? '/'),
      });
      return { location: `${publicUrl}/auth/callback?${query}` } satisfies OidcRedirect;
    },

    /**
     * Native apps (user_signup `id_token` + `provider`): the ID token must be signed by one of the
     * provider's published keys, name the provider as issuer and our client as audience, and be
     * unexpired (and carry `nonce` when the app used one).
     */
    async verifyIdToken(providerId: string, idToken: string, nonce?: string): Promise<RedeemedTicket> {
      const provider = registry.find(providerId);
      if (!provider || !idToken || idToken.length > MAX_ID_TOKEN_LENGTH) throw ticketInvalid();
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
      try {
        const config = await registry.configuration(provider);
        payload = (
          await jwtVerify(idToken, await registry.keySet(provider), {
            issuer: config.serverMetadata().issuer,
            audience: provider.clientId,
            algorithms: ID_TOKEN_ALGORITHMS,
            requiredClaims: ['sub', 'exp', 'iat'],
            // The product's clock (the real one in production; tests move it), with the usual
            // 30 s allowance for the provider's clock being a little ahead or behind.
            currentDate: deps.now(),
            clockTolerance: 30,
          })
        ).payload;
      } catch (error) {
        if (isUnreachable(error)) throw upstreamUnavailable();
        throw ticketInvalid();
      }
      // With several audiences, OpenID Connect Core (ID Token) makes `azp` name the client the
      // token was issued to.
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (audiences.length > 1 && payload.azp !== provider.clientId) throw ticketInvalid();
      if (nonce !== undefined && payload.nonce !== nonce) throw ticketInvalid();
      if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > MAX_SUBJECT_LENGTH) {
        throw ticketInvalid();
      }
      return {
        kind: 'social',
        provider: provider.id,
        subject: payload.sub,
        claims: socialClaims(provider, payload),
      };
    },
  };
}

export type OidcService = ReturnType<typeof oidcService>;

/** A same-site path (`/…`, not `//…` or `/\…`, which browsers read as another host); else `/`. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!/^\/(?![/\\])/.test(value)) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}

function ticketInvalid(): AppError {
  return new AppError(401, 'SIGN_IN_TICKET_INVALID', 'Sign-in expired. Please try again');
}

function upstreamUnavailable(): AppError {
  return new AppError(503, 'UPSTREAM_UNAVAILABLE', 'Service temporarily unavailable. Please try again later');
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Network trouble (refused, timed out, DNS) rather than a refused answer; looks through causes. */
function isUnreachable(error: unknown): boolean {
  let current = error as { name?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof joseErrors.JWKSTimeout) return true;
    if (current.name === 'TimeoutError' || current.name === 'AbortError') return true;
    if (current instanceof TypeError && current.message === 'fetch failed') return true;
    current = current.cause as typeof current;
  }
  return false;
}

function describe(error: unknown): string {
  const e = error as { code?: string; message?: string; error?: string };
  return [e?.code, e?.error, e?.message].filter(Boolean).join(' ').slice(0, 300) || 'unknown error';
}
