import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { readBody, readQuery } from '../../plugins/body.plugin.js';
import type { Services } from '../../services.js';
import type { OidcRedirect } from './oidc.service.js';

/**
 * GET /api/auth/oidc/{provider}/start and GET|POST …/callback. Browser
 * navigations, not client calls: they answer 302 redirects (errors included, as `?error=CODE`
 * on the web's callback page); only an unknown provider is a 404 envelope.
 */
const STATE_COOKIE = 'domus_oidc_state';
const COOKIE_PATH = '/api/auth/oidc';
const STATE_COOKIE_MAX_AGE_S = 10 * 60;
/** What a provider's answer may carry that the exchange uses; everything else is ignored. */
const ANSWER_KEYS = ['code', 'state', 'iss', 'error', 'error_description', 'user'] as const;
const MAX_ANSWER_VALUE = 4_096;

export async function registerOidcRoutes(app: FastifyInstance, deps: AppDeps, services: Services) {
  const secure = deps.config.publicUrl.startsWith('https://');
  const rateLimit = { max: deps.config.rateLimitPerMinute, timeWindow: 60_000 };

  // Secure only over https: browsers refuse Secure cookies on a plain-http local start.
  const stateCookie = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;

  function redirect(reply: FastifyReply, request: FastifyRequest, to: OidcRedirect) {
    if (to.problem) request.log.warn({ problem: to.problem }, 'social sign-in refused');
    return reply.header('cache-control', 'no-store').redirect(to.location, 302);
  }

  app.get<{ Params: { provider: string } }>(
    '/api/auth/oidc/:provider/start',
    { config: { rateLimit } },
    async (request, reply) => {
      const result = await services.oidc.start(request.params.provider, readQuery(request).return_to);
      // Binds this browser to the sign-in it started (login CSRF), checked at the callback.
      if (result.state)
        reply.setCookie(STATE_COOKIE, result.state, { ...stateCookie, maxAge: STATE_COOKIE_MAX_AGE_S });
      return redirect(reply, request, result);
    },
  );

  app.route<{ Params: { provider: string } }>({
    method: ['GET', 'POST'],
    url: '/api/auth/oidc/:provider/callback',
    config: { rateLimit },
    handler: async (request, reply) => {
      const raw = request.method === 'POST' ? await readBody(request) : readQuery(request);
      const answer = pickAnswer(raw);
      const bound = request.cookies[STATE_COOKIE] || null;
      if (request.method === 'POST' && !bound) {
        // A cross-site form POST (Apple's form_post) does not carry a SameSite=Lax cookie; the
        // same answer as a top-level GET does, and the GET callback makes every check.
        const location = `${deps.config.publicUrl}${COOKIE_PATH}/${services.oidc.knownProvider(request.params.provider)}/callback?${new URLSearchParams(answer)}`;
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      }
      const result = await services.oidc.callback(request.params.provider, answer, bound);
      reply.clearCookie(STATE_COOKIE, stateCookie);
      return redirect(reply, request, result);
    },
  });
}

function pickAnswer(raw: Record<string, unknown>): Record<string, string> {
  const answer: Record<string, string> = {};
  for (const key of ANSWER_KEYS) {
    const value = raw[key];
    if (typeof value === 'string' && value.length <= MAX_ANSWER_VALUE) answer[key] = value;
  }
  return answer;
}
