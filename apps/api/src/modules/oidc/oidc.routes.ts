import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Services } from '../../services.js';

/** GET /api/auth/oidc/{provider}/start and GET|POST …/callback (contract §3.7). STUB. */
export async function registerOidcRoutes(app: FastifyInstance, deps: AppDeps, services: Services) {
  void app;
  void deps;
  void services;
}
