import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config.js';

/**
 * The configured OpenID Connect providers (config.oidcProviders) and, per provider, the
 * openid-client Configuration from discovery and the provider's key set. Discovery runs on first
 * use, not at start-up, so an unreachable provider never stops the product from starting; a
 * failed discovery is forgotten so the next sign-in tries again.
 */
const DISCOVERY_TIMEOUT_S = 10;

export interface OidcClientRegistry {
  find(id: string): OidcProviderConfig | undefined;
  all(): OidcProviderConfig[];
  configuration(provider: OidcProviderConfig): Promise<client.Configuration>;
  keySet(provider: OidcProviderConfig): Promise<JWTVerifyGetKey>;
}

export function oidcClientRegistry(providers: OidcProviderConfig[]): OidcClientRegistry {
  for (const provider of providers) assertSecureIssuer(provider);
  const byId = new Map(providers.map((p) => [p.id, p]));
  const configurations = new Map<string, Promise<client.Configuration>>();
  const keySets = new Map<string, JWTVerifyGetKey>();

  function configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    let pending = configurations.get(provider.id);
    if (!pending) {
      pending = discover(provider);
      configurations.set(provider.id, pending);
      pending.catch(() => configurations.delete(provider.id));
    }
    return pending;
  }

  return {
    find: (id) => byId.get(id),
    all: () => providers,
    configuration,
    async keySet(provider) {
      const cached = keySets.get(provider.id);
      if (cached) return cached;
      const jwksUri = (await configuration(provider)).serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error(`OIDC provider "${provider.id}" publishes no jwks_uri`);
      const url = new URL(jwksUri);
      // The key set must be as trustworthy as the issuer that named it.
      if (url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) {
        throw new Error(`OIDC provider "${provider.id}": jwks_uri must use https`);
      }
      const keySet = createRemoteJWKSet(url, { timeoutDuration: DISCOVERY_TIMEOUT_S * 1000 });
      keySets.set(provider.id, keySet);
      return keySet;
    },
  };
}

async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  const config = await client.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret ?? undefined,
    provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None(),
    {
      timeout: DISCOVERY_TIMEOUT_S,
      // Plain http is only for a provider on this machine (the local test issuer); real issuers
      // are https and openid-client refuses anything else by default.
      execute:
        issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname) ? [client.allowInsecureRequests] : [],
    },
  );
  // ID tokens from the token endpoint are verified against the provider's keys too, not only
  // trusted because they came over TLS: signature, issuer, audience, expiry and nonce.
  client.enableNonRepudiationChecks(config);
  return config;
}

/** A configuration mistake is reported when the app is built, not at the first sign-in. */
function assertSecureIssuer(provider: OidcProviderConfig): void {
  const url = new URL(provider.issuer);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return;
  throw new Error(
    `OIDC provider "${provider.id}": the issuer must use https (http is allowed only on a loopback host)`,
  );
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
