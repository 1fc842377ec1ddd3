import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import { SESSION_COOKIE, SESSION_MAX_MS } from './session-token.js';

/**
 * The web's session cookie: httpOnly so no script ever reads the token, SameSite=Lax so other
 * sites' subrequests do not carry it. Secure only over https: browsers refuse Secure cookies
 * on a plain-http local start.
 */
function options(config: AppConfig): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
  };
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...options(config), maxAge: Math.floor(SESSION_MAX_MS / 1000) });
}

/** `config` absent (the error handler): the same cookie, expired without the Secure flag. */
export function clearSessionCookie(reply: FastifyReply, config?: AppConfig): void {
  reply.clearCookie(
    SESSION_COOKIE,
    config ? options(config) : { path: '/', httpOnly: true, sameSite: 'lax' },
  );
}
