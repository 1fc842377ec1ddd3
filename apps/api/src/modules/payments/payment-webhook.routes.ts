import type { FastifyInstance } from 'fastify';
import { readQuery } from '../../plugins/body.plugin.js';
import type { Services } from '../../services.js';
import { sandboxPage } from './payment-sandbox.page.js';

/** Webhook bodies are small JSON or form posts; anything larger is not a gateway's. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * Server endpoints outside the client call list (contract §3.7): payment webhooks on the raw body
 * (the signature is over the exact bytes, so no parser may touch them), the payment return, and
 * the built-in sandbox's checkout page. No session, CSRF check or general rate limit applies.
 */
export async function registerPaymentRoutes(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    // This scope alone reads every body as bytes; the rest of the API keeps its parsers.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES }, (_r, body, done) =>
      done(null, body),
    );

    // iPay calls back with the fields in the query string: the same processing on those bytes.
    scope.route<{ Params: { gateway: string } }>({
      method: ['GET', 'POST'],
      url: '/api/webhooks/:gateway',
      handler: async (request, reply) => {
        const raw =
          request.method === 'GET'
            ? Buffer.from(request.url.split('?')[1] ?? '')
            : Buffer.isBuffer(request.body)
              ? request.body
              : Buffer.alloc(0);
        const outcome = await services.paymentWebhooks.receive(request.params.gateway, raw, request.headers);
        request.log.info({ gateway: request.params.gateway, outcome }, 'payment webhook');
        return reply.header('cache-control', 'no-store').send({ received: true });
      },
    });

    scope.post<{ Params: { gateway: string; order: string } }>(
      '/api/payment-sandbox/:gateway/:order',
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const decision = new URLSearchParams(raw).get('decision');
        const location = await services.paymentWebhooks.sandboxDecide(
          request.params.gateway,
          request.params.order,
          decision === 'approve',
        );
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  });

  app.get<{ Params: { gateway: string } }>('/api/payment-return/:gateway', async (request, reply) => {
    const query = Object.fromEntries(
      Object.entries(readQuery(request)).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    );
    const location = await services.paymentWebhooks.paymentReturn(request.params.gateway, query);
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });

  app.get<{ Params: { gateway: string; order: string } }>(
    '/api/payment-sandbox/:gateway/:order',
    async (request, reply) => {
      const { row, packageName } = await services.paymentWebhooks.sandboxOrder(
        request.params.gateway,
        request.params.order,
      );
      const html = sandboxPage({
        action: `/api/payment-sandbox/${encodeURIComponent(request.params.gateway)}/${encodeURIComponent(request.params.order)}`,
        gateway: row.payment_gateway,
        packageName,
        amount: Number(row.amount),
        currency: row.currency,
        status: row.payment_status,
        companyName: await services.settings.get('company_name'),
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
