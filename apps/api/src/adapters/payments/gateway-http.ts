import { timingSafeEqual } from 'node:crypto';

/**
 * The little HTTP the JSON gateways (Paystack, Flutterwave) share: one authenticated call with a
 * deadline, its answer read as JSON when it is JSON. Each adapter decides what a status means;
 * this only separates "the gateway answered" from "the gateway could not be reached".
 */

/** Long enough for a slow gateway, short enough that a checkout request does not hang. */
export const GATEWAY_TIMEOUT_MS = 10_000;

export interface GatewayAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body; null when the body was empty or not JSON (an HTML error page). */
  body: unknown;
}

/** No HTTP answer at all: connection refused or reset, DNS failure, or the deadline passed. */
export class GatewayUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnreachableError';
  }
}

export interface GatewayCall {
  fetchImpl: typeof fetch;
  secretKey: string;
  timeoutMs: number;
  method: 'GET' | 'POST';
  url: string;
  json?: unknown;
}

export async function callGateway(call: GatewayCall): Promise<GatewayAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await call.fetchImpl(call.url, {
      method: call.method,
      headers: {
        authorization: `Bearer ${call.secretKey}`,
        accept: 'application/json',
        ...(call.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    // Reading the body is inside the deadline too: a gateway can stall after the headers.
    text = await response.text();
  } catch (error) {
    throw new GatewayUnreachableError(`${call.method} ${call.url}: ${(error as Error).message}`);
  }
  return { status: response.status, ok: response.ok, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A plain object's fields, or an empty record for anything else (gateway JSON is untrusted). */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Our transaction id as carried in gateway metadata: gateways may hand numbers back as strings. */
export function asPositiveInt(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A gateway's `message` for error texts, cut short so a whole HTML page never lands in a log. */
export function gatewayMessage(body: unknown): string {
  const message = asString(asRecord(body).message);
  return message ? message.slice(0, 200) : 'no message';
}

/**
 * Constant-time string equality for webhook secrets and signatures. timingSafeEqual throws on
 * unequal lengths, so lengths are compared first; a length is no secret (hex digests have a fixed one).
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
