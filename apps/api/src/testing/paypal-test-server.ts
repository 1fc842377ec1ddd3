import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small PayPal REST API on 127.0.0.1 for adapter and payments tests: the OAuth2 client-credentials
 * token, Orders v2 (create, get, capture) and verify-webhook-signature, speaking PayPal's JSON. It
 * checks what a real PayPal checks (Basic credentials, bearer tokens, the order's fields) and records
 * every request. Signatures: `webhook(event)` builds a genuine delivery (PayPal-* headers) and
 * registers its transmission signature; verification answers SUCCESS only for a registered
 * transmission id + signature whose event id and webhook id match, FAILURE for anything else.
 */
export interface PaypalTestServerOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Lifetime of issued tokens (default 32400 s, PayPal's usual). */
  tokenTtlSeconds?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: any;
}

export interface PaypalTestOrder {
  id: string;
  status: string;
  request: any;
  captureId: string | null;
  captureStatus: string | null;
}

export interface PaypalTestServer {
  url: string;
  requests: RecordedRequest[];
  orders: Map<string, PaypalTestOrder>;
  /** Requests to one path (exact, without query), oldest first. */
  to(path: string): RecordedRequest[];
  /** The payer approved the order on PayPal (what happens between start and the return URL). */
  approve(orderId: string): void;
  setOrderStatus(orderId: string, status: string, captureStatus?: string): void;
  /** The next request to `path` gets this answer instead of the normal one (once). */
  failNext(path: string, status: number, body?: unknown): void;
  /** Drops the connection of every request to `path` (a network failure) until called with false. */
  dropConnections(path: string, on?: boolean): void;
  /** A genuine webhook delivery of `event`: the raw body and PayPal's transmission headers. */
  webhook(event: Record<string, unknown>): { raw: Buffer; headers: Record<string, string> };
  close(): Promise<void>;
}

/** A PAYMENT.CAPTURE.* event as PayPal sends it (trimmed to the fields adapters read). */
export function paypalCaptureEvent(
  type: string,
  capture: { orderId: string; transactionId: number; amount: string; currency: string; captureId?: string },
): Record<string, unknown> {
  return {
    id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: type,
    summary: `Payment ${type.split('.').pop()?.toLowerCase()}`,
    resource: {
      id: capture.captureId ?? `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
      status: type.split('.').pop(),
      amount: { currency_code: capture.currency, value: capture.amount },
      custom_id: String(capture.transactionId),
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      final_capture: true,
    },
  };
}

function orderJson(url: string, order: PaypalTestOrder) {
  const unit = order.request.purchase_units[0];
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        reference_id: 'default',
        amount: unit.amount,
        custom_id: unit.custom_id,
        invoice_id: unit.invoice_id,
        ...(order.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: order.captureId,
                    status: order.captureStatus,
                    amount: unit.amount,
                    custom_id: unit.custom_id,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${url}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  };
}

function problems(order: any): string[] {
  const issues: string[] = [];
  if (order?.intent !== 'CAPTURE') issues.push('intent');
  const unit = order?.purchase_units?.[0];
  if (!unit || order.purchase_units.length !== 1) issues.push('purchase_units');
  if (!/^[A-Z]{3}$/.test(unit?.amount?.currency_code ?? '')) issues.push('currency_code');
  if (!/^\d+(\.\d{2})?$/.test(unit?.amount?.value ?? '')) issues.push('amount.value');
  const context = order?.payment_source?.paypal?.experience_context ?? order?.application_context;
  if (!context?.return_url || !context?.cancel_url) issues.push('return_url/cancel_url');
  return issues;
}

export async function startPaypalTestServer(options: PaypalTestServerOptions): Promise<PaypalTestServer> {
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, PaypalTestOrder>();
  const tokens = new Map<string, number>();
  const signatures = new Map<string, { sig: string; eventId: unknown }>();
  const failures = new Map<string, { status: number; body: unknown }>();
  const dropped = new Set<string>();
  const byRequestId = new Map<string, unknown>();
  let url = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomUUID() });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const issue = (name: string, message: string) => ({ name, message, debug_id: randomUUID() });

  const authorised = (req: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && Date.now() < expiresAt;
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let json: any = null;
    try {
      json = raw ? JSON.parse(raw) : null;
    } catch {}
    requests.push({ method: req.method ?? '', path, headers: req.headers, body: raw, json });
    if (dropped.has(path)) return req.socket.destroy();
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return send(res, failure.status, failure.body);
    }

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${expected}`) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
        return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      const ttl = options.tokenTtlSeconds ?? 32_400;
      tokens.set(token, Date.now() + ttl * 1000);
      return send(res, 200, {
        scope: 'https://uri.paypal.com/services/payments',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-TEST',
        expires_in: ttl,
        nonce: randomUUID(),
      });
    }
    if (!authorised(req))
      return send(
        res,
        401,
        issue(
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        ),
      );

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const requestId = req.headers['paypal-request-id'];
      if (typeof requestId === 'string' && byRequestId.has(requestId))
        return send(res, 200, byRequestId.get(requestId));
      const issues = problems(json);
      if (issues.length > 0)
        return send(res, 422, {
          ...issue('UNPROCESSABLE_ENTITY', 'The requested action could not be performed.'),
          details: issues.map((field) => ({ field, issue: 'INVALID_PARAMETER_VALUE' })),
        });
      const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      const order: PaypalTestOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        request: json,
        captureId: null,
        captureStatus: null,
      };
      orders.set(id, order);
      const answer = orderJson(url, order);
      if (typeof requestId === 'string') byRequestId.set(requestId, answer);
      return send(res, 200, answer);
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(decodeURIComponent(orderPath[1] ?? ''));
      if (!order)
        return send(res, 404, issue('RESOURCE_NOT_FOUND', 'The specified resource does not exist.'));
      if (req.method === 'GET' && !orderPath[2]) return send(res, 200, orderJson(url, order));
      if (req.method === 'POST' && orderPath[2]) {
        if (order.status === 'COMPLETED')
          return send(res, 422, issue('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED'));
        if (order.status !== 'APPROVED')
          return send(res, 422, issue('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED'));
        order.status = 'COMPLETED';
        order.captureId = `CAP${randomBytes(6).toString('hex').toUpperCase()}`;
        order.captureStatus = 'COMPLETED';
        return send(res, 201, orderJson(url, order));
      }
    }
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const missing = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
        'webhook_event',
      ].filter((field) => !json?.[field]);
      if (missing.length > 0)
        return send(res, 400, {
          ...issue('VALIDATION_ERROR', 'Invalid request - see details'),
          details: missing.map((field) => ({ field, issue: 'MISSING_REQUIRED_PARAMETER' })),
        });
      const registered = signatures.get(json.transmission_id);
      const genuine =
        registered !== undefined &&
        registered.sig === json.transmission_sig &&
        registered.eventId === json.webhook_event.id &&
        json.webhook_id === options.webhookId;
      return send(res, 200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
    }
    return send(res, 404, issue('NOT_FOUND', `No route for ${req.method} ${path}`));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    orders,
    to: (path) => requests.filter((request) => request.path === path),
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal test order ${orderId}`);
      order.status = 'APPROVED';
    },
    setOrderStatus(orderId, status, captureStatus) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal test order ${orderId}`);
      order.status = status;
      if (captureStatus) {
        order.captureId ??= `CAP${randomBytes(6).toString('hex').toUpperCase()}`;
        order.captureStatus = captureStatus;
      }
    },
    failNext: (path, status, body) => failures.set(path, { status, body }),
    dropConnections(path, on = true) {
      if (on) dropped.add(path);
      else dropped.delete(path);
    },
    webhook(event) {
      const transmissionId = randomUUID();
      const sig = randomBytes(64).toString('base64');
      signatures.set(transmissionId, { sig, eventId: event.id });
      return {
        raw: Buffer.from(JSON.stringify(event)),
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-test`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sig,
          'paypal-transmission-time': new Date().toISOString(),
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
