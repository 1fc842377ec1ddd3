// The web app's only reader of process.env. Values are read when called, not at import, so the
// same build honours whatever the running process is given (one build, many deployments).

interface RemoteImagePattern {
  protocol: 'http' | 'https';
  hostname: string;
  port?: string;
  pathname: string;
}

type Env = Record<string, string | undefined>;

function defaultPort(env: Env): string {
  return env.PORT && env.PORT.trim() !== '' ? env.PORT.trim() : '3000';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Where server components reach the API. In the one-process product this is the same server on the
 * loopback interface, so server-side fetches never leave the machine.
 */
export function apiInternalUrl(env: Env = process.env): string {
  const configured = env.API_INTERNAL_URL?.trim();
  return trimSlash(configured || `http://127.0.0.1:${defaultPort(env)}/api`);
}

/** The browser always talks to the API on its own origin, so cookies and CSRF checks just work. */
export const API_BROWSER_BASE = '/api';

/** The public origin of the site, for canonical URLs and Open Graph (same variable as the API). */
export function publicUrl(env: Env = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  return trimSlash(configured || `http://localhost:${defaultPort(env)}`);
}

const MEDIA_PATH = '/media/**';

/**
 * Hosts whose `/media/**` images the Next image optimiser may fetch: the embedded default serves
 * uploads from this very server (localhost on any port), a deployment from its public origin.
 */
export function imageRemotePatterns(env: Env = process.env): RemoteImagePattern[] {
  const patterns: RemoteImagePattern[] = [];
  for (const hostname of ['localhost', '127.0.0.1']) {
    for (const protocol of ['http', 'https'] as const) {
      patterns.push({ protocol, hostname, pathname: MEDIA_PATH });
    }
  }
  try {
    const site = new URL(publicUrl(env));
    const protocol = site.protocol === 'https:' ? 'https' : 'http';
    if (!patterns.some((p) => p.hostname === site.hostname && p.protocol === protocol)) {
      patterns.push({ protocol, hostname: site.hostname, port: site.port, pathname: MEDIA_PATH });
    }
  } catch {
    // An unparsable PUBLIC_URL only costs optimisation: such images are served as they are.
  }
  return patterns;
}

/**
 * Whether the optimiser will accept this image. Anything else is rendered unoptimised rather than
 * handed to /_next/image, which would answer 400 and leave a broken picture.
 */
export function isOptimizableImage(src: string, env: Env = process.env): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (!url.pathname.startsWith('/media/')) return false;
  // SVG is never optimised by Next and must not reach the optimiser.
  if (url.pathname.toLowerCase().endsWith('.svg')) return false;
  const protocol = url.protocol.replace(':', '');
  return imageRemotePatterns(env).some(
    (p) =>
      p.hostname === url.hostname && p.protocol === protocol && (p.port === undefined || p.port === url.port),
  );
}
