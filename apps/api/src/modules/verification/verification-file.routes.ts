import type { FastifyInstance } from 'fastify';
import { errors } from '../../lib/app-error.js';
import type { Services } from '../../services.js';

const ID = /^[1-9]\d{0,15}$/;

/**
 * A verification file answer's bytes (contract §2.16 `value` of a file field): outside the call
 * list because it answers with the file, not the JSON envelope. The applicant or an operator with
 * users.read only (Bearer or the web's session cookie); never stored by shared caches.
 */
export function registerVerificationFileRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string } }>('/api/verification-files/:id', async (request, reply) => {
    const credential = await request.resolveCredential();
    if (credential.state === 'deactivated') throw errors.deactivated();
    if (credential.state === 'invalid') throw errors.tokenInvalid();
    const viewer = credential.state === 'valid' ? credential.viewer : null;
    if (!ID.test(request.params.id)) throw errors.notFound();
    const file = await services.verification.readFile(viewer, Number(request.params.id));
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="verification-${request.params.id}.${file.ext}"`)
      .type(file.contentType)
      .send(file.data);
  });
}
