import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, {
  type AccountClaims,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import sharp from 'sharp';

/**
 * A real OpenID Connect issuer (oidc-provider 9) on 127.0.0.1 for API tests and e2e journeys:
 * authorization code flow, PKCE (S256) required for every client, signed ID tokens, JWKS,
 * discovery, query and form_post response modes. Nothing is mocked; only the accounts are made up.
 *
 * Accounts: any login id signs in (the password is ignored). Login `ana` → sub `ana`, email
 * `ana@example.com` (email_verified true), name `Ana`, picture `<issuer>/avatars/ana.png` (a real
 * 128×128 PNG served by this issuer). A login that contains `@` is used as the email as is
 * (`bo@corp.test` → name `Bo`). `options.accounts` overrides claims per login id.
 *
 * In a browser (devInteractions pages of oidc-provider, plain HTML, no script needed):
 * 1. Sign-in page (title "Sign-in"): a form with a text input `name="login"` (placeholder
 *    "Enter any login"), a password input `name="password"` (placeholder "and password"; any
 *    non-empty value, both inputs are `required`) and a submit button with the text "Sign-in".
 * 2. Only with `consent: true`: an "Authorize" page with one submit button "Continue". By default
 *    consent is granted automatically (a first-party client), so the browser goes straight back
 *    to the redirect URI after step 1.
 * The provider remembers a signed-in browser (`_session` cookie): a second sign-in in the same
 * browser context skips step 1 unless the client sends `prompt=login`.
 *
 * Without a browser: `signIn(authorizationUrl, login)` drives the same pages with fetch and a
 * small cookie jar and returns the callback URL the browser would be sent to (query response
 * mode); `signInFormPost` returns the form a browser would auto-submit (form_post mode).
 * Run from plain JS with `node --import tsx`.
 */

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** ID token lifetime for this client (default 3600 s); short values test expiry. */
  idTokenTtlSeconds?: number;
}

export interface OidcTestAccountClaims {
  email: string;
  email_verified: boolean;
  name: string;
  picture: string | null;
}

export interface OidcTestProviderOptions extends OidcTestClient {
  /** Fixed port; default a free one. The issuer is always `http://127.0.0.1:<port>`. */
  port?: number;
  /** More clients (another audience, a short ID token lifetime…). */
  extraClients?: OidcTestClient[];
  /** Claim overrides per login id. */
  accounts?: Record<string, Partial<OidcTestAccountClaims>>;
  /** Show the consent page ("Continue") instead of granting automatically. Default false. */
  consent?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  close(): Promise<void>;
  /** Completes a sign-in as `login`; returns the redirect-URI URL with `code`, `state`, `iss`. */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  /** Same for `response_mode=form_post`: the form's action and fields, as a browser would post. */
  signInFormPost(
    authorizationUrl: string,
    login: string,
  ): Promise<{ action: string; fields: Record<string, string> }>;
  /** The claims this issuer asserts for a login id. */
  claimsFor(login: string): OidcTestAccountClaims & { sub: string };
}

const SCOPE_CLAIMS = { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] };

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const avatar = await sharp({
    create: { width: 128, height: 128, channels: 3, background: '#2f6f5e' },
  })
    .png()
    .toBuffer();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && /^\/avatars\/[^/?]+\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': avatar.length });
      res.end(avatar);
      return;
    }
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  // The issuer must be known before the provider is built, so listen first.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function claimsFor(login: string): OidcTestAccountClaims & { sub: string } {
    const id = login.trim();
    const local = id.includes('@') ? id.slice(0, id.indexOf('@')) : id;
    const name = local ? local[0]?.toUpperCase() + local.slice(1) : 'User';
    return {
      sub: id,
      email: id.includes('@') ? id : `${id}@example.com`,
      email_verified: true,
      name,
      picture: `${issuer}/avatars/${encodeURIComponent(local || 'user')}.png`,
      ...options.accounts?.[id],
    };
  }

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const clients = [options, ...(options.extraClients ?? [])];
  const ttlByClient = new Map(clients.map((c) => [c.clientId, c.idTokenTtlSeconds ?? 3600]));
  const configuration: Configuration = {
    clients: clients.map(
      (c): ClientMetadata => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: c.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      }),
    ),
    pkce: { required: () => true },
    claims: SCOPE_CLAIMS,
    // ID tokens carry the profile claims (as Google's and Apple's do), not only userinfo.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // A signing key of its own: a token from another instance must not verify here.
    jwks: { keys: [{ ...signingKey, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] },
    ttl: {
      AccessToken: 3600,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
      IdToken: (_ctx: KoaContextWithOIDC, _token: unknown, client: { clientId: string }) =>
        ttlByClient.get(client.clientId) ?? 3600,
    },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: (): AccountClaims => ({ ...claimsFor(sub) }),
    }),
    ...(options.consent ? {} : { loadExistingGrant: autoGrant }),
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  // Quiet the provider's own error events (expected in refusal tests); responses still say why.
  provider.on('server_error', () => {});
  handler = provider.callback();

  async function drive(authorizationUrl: string, login: string) {
    const jar = new CookieJar();
    let url = authorizationUrl;
    let method = 'GET';
    let body: string | undefined;
    for (let step = 0; step < 20; step += 1) {
      const response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      jar.store(response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (next.origin !== issuer) return { kind: 'redirect' as const, url: next.href };
        url = next.href;
        method = 'GET';
        body = undefined;
        continue;
      }
      const html = await response.text();
      const form = parseForm(html, url);
      if (response.ok && form && form.fields.prompt === 'login') {
        url = form.action;
        method = 'POST';
        body = new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString();
        continue;
      }
      if (response.ok && form && form.fields.prompt === 'consent') {
        url = form.action;
        method = 'POST';
        body = new URLSearchParams({ prompt: 'consent' }).toString();
        continue;
      }
      if (form && html.includes('<title>Submitting Callback</title>')) {
        return { kind: 'form_post' as const, action: form.action, fields: form.fields };
      }
      throw new Error(`OIDC test provider: unexpected ${response.status} at ${url}: ${html.slice(0, 300)}`);
    }
    throw new Error('OIDC test provider: too many steps');
  }

  return {
    issuer,
    claimsFor,
    async signIn(authorizationUrl, login) {
      const result = await drive(authorizationUrl, login);
      if (result.kind !== 'redirect') throw new Error('OIDC test provider: answered with form_post');
      return result.url;
    },
    async signInFormPost(authorizationUrl, login) {
      const result = await drive(authorizationUrl, login);
      if (result.kind !== 'form_post') throw new Error(`OIDC test provider: redirected to ${result.url}`);
      return { action: result.action, fields: result.fields };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Grants the requested scope at once: a first-party client needs no consent page. */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const session = oidc.session;
  if (!client || !session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(String(oidc.params?.scope ?? 'openid'));
  grant.addOIDCClaims(Object.values(SCOPE_CLAIMS).flat());
  await grant.save();
  return grant;
}

/** The first form of a page: absolute action and hidden/named input values (HTML-unescaped). */
function parseForm(html: string, base: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form[^>]*\saction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*>/gi)) {
    const name = /\sname="([^"]*)"/i.exec(input[0])?.[1];
    const value = /\svalue="([^"]*)"/i.exec(input[0])?.[1];
    if (name && value !== undefined) fields[unescapeHtml(name)] = unescapeHtml(value);
  }
  return { action: new URL(unescapeHtml(form[1] ?? ''), base).href, fields };
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Just enough of a browser's cookie store for one issuer: by name, dropping expired cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
