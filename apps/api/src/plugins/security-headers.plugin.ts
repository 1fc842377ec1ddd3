import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Security headers of everything the API itself answers. Web pages are handed to Next.js before
 * these hooks run and set their own policy. JSON needs no capability at all; the docs page needs
 * its own scripts and styles; uploaded and seeded files (SVG can carry script) are served
 * sandboxed, so opening one directly runs nothing with the site's origin.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI renders with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * The payment sandbox's checkout page: its own inline styles, and a form that posts to itself
 * and is then sent on to the web's payment pages (form-action governs that redirect too).
 */
export function sandboxPolicy(webOrigins: string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${webOrigins.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function policyFor(url: string): string {
  // Verification papers are uploads too, served by their access-checked route.
  if (url.startsWith('/media/') || url.startsWith('/api/verification-files/')) return MEDIA_CSP;
  if (url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?')) return DOCS_CSP;
  return API_CSP;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false, // set per response below; web pages keep their own
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' }, // media is embedded by web and apps
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.startsWith('https://'),
    // X-Content-Type-Options: nosniff stays on (helmet's default): a browser must not decide
    // that an upload is HTML.
  });
  const sandboxCsp = sandboxPolicy(config.webOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    const sandbox = request.url.startsWith('/api/payment-sandbox/');
    reply.header('content-security-policy', sandbox ? sandboxCsp : policyFor(request.url));
    return payload;
  });
}
