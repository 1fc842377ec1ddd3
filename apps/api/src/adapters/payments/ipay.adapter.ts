import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  minorUnits,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentStart,
  type StartedPayment,
  type WebhookEvent,
  type WebhookHeaders,
  WebhookSignatureError,
} from './payment-gateway.adapter.js';

export interface IpayGatewayOptions {
  /** iPay's vendor id (`vid`), lower case as iPay issues it. */
  vendorId: string;
  /** The security key shared with iPay: the HMAC-SHA256 key of every request and callback. */
  hashKey: string;
  /** Default https://apis.ipayafrica.com. */
  apiBase?: string;
  fetchImpl?: typeof fetch;
  /** Per-call time limit; default 10 s. */
  timeoutMs?: number;
  /** iPay's `live` flag; false registers demo transactions (default true). */
  live?: boolean;
}

/** iPay's transaction status codes (its C2B docs, "the values iPay returns"). */
export const IPAY_STATUS = {
  paid: 'aei7p7yrx4ae34',
  failed: 'fe2707etr5s4wq',
  pending: 'bdi6p2yy76etrs',
  /** The M-Pesa code was already used for another order. */
  used: 'cr5i3pgy9867e1',
  /** Less than the order's amount arrived. */
  less: 'dtfi4p7yty45wq',
  /** More than the order's amount arrived. */
  more: 'eq3i7p5yt7645e',
} as const;

const PATHS = {
  initiate: '/payments/v2/transact',
  push: '/payments/v2/transact/push/mpesa',
  search: '/payments/v2/transaction/search',
} as const;

/** The initiator's fields in the order iPay concatenates them for the request hash. */
const IPAY_INITIATE_HASH_ORDER = [
  'live',
  'oid',
  'inv',
  'amount',
  'tel',
  'eml',
  'vid',
  'curr',
  'p1',
  'p2',
  'p3',
  'p4',
  'cbk',
  'cst',
  'crl',
] as const;

function ipayHmac(key: string, data: string): string {
  return createHmac('sha256', key).update(data, 'utf8').digest('hex');
}

/**
 * The callback signature: HMAC-SHA256 over `name=value` pairs sorted by name and joined with `&`,
 * leaving out `hash` and empty values. iPay does not publish a signing scheme for the C2B REST
 * callback; this is the one its documented signed callbacks (POS, B2B) use.
 */
function ipayCallbackHash(key: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .filter((name) => name !== 'hash' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return ipayHmac(key, data);
}

/** 1500 KES → "1500.00": iPay takes a plain decimal, no thousands separator. */
function decimalAmount(amount: number, currency: string): string {
  const minor = minorUnits(amount, currency);
  const factor = minorUnits(1, currency);
  const digits = String(factor).length - 1;
  return digits === 0 ? String(minor) : (minor / factor).toFixed(digits);
}

type Json = Record<string, unknown>;

interface CallResult {
  status: number;
  json: Json | null;
}

type Search =
  | { found: true; code: string; amount: number | null; currency: string; transactionCode: string | null }
  | { found: false };

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * iPay Africa mobile money through its C2B REST API: register the order (`transact`), push the
 * M-Pesa STK prompt to the payer's phone, and trust a callback only once its hash matches and
 * iPay's own transaction search confirms the status, so a replayed or stale callback decides nothing.
 */
export class IpayGateway implements PaymentGateway {
  readonly slug = 'ipay' as const;
  private readonly apiBase: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: IpayGatewayOptions) {
    this.apiBase = (options.apiBase ?? 'https://apis.ipayafrica.com').replace(/\/+$/, '');
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async start(payment: PaymentStart): Promise<StartedPayment> {
    // iPay wants the number without the plus (2547…); E.164 is what we store.
    const phone = (payment.phone ?? '').replace(/\D/g, '');
    if (!phone) throw new PaymentGatewayError('iPay needs the payer’s mobile-money number');
    const fields: Record<(typeof IPAY_INITIATE_HASH_ORDER)[number], string> = {
      live: this.options.live === false ? '0' : '1',
      oid: payment.reference,
      inv: payment.reference,
      amount: decimalAmount(payment.amount, payment.currency),
      tel: phone,
      eml: payment.email ?? '',
      vid: this.options.vendorId,
      curr: payment.currency,
      // p1 comes back in the callback: our transaction id, as other gateways carry it in metadata.
      p1: String(payment.transactionId),
      p2: '',
      p3: '',
      p4: '',
      cbk: payment.returnUrl,
      cst: '1',
      crl: '0',
    };
    const hash = ipayHmac(
      this.options.hashKey,
      IPAY_INITIATE_HASH_ORDER.map((name) => fields[name]).join(''),
    );
    // The REST docs name the amount `amount`; their own example (and the web form) say `ttl`: both are sent.
    const initiated = await this.startCall(PATHS.initiate, { ...fields, ttl: fields.amount, hash });
    const sid = str((initiated.json?.data as Json | undefined)?.sid);
    if (!sid) throw new PaymentGatewayError('iPay registered the order without a session id');

    const vid = this.options.vendorId;
    await this.startCall(PATHS.push, {
      phone,
      sid,
      vid,
      hash: ipayHmac(this.options.hashKey, `${phone}${vid}${sid}`),
    });
    return { orderId: payment.reference, client: {} };
  }

  async verifyWebhook(raw: Buffer, _headers: WebhookHeaders): Promise<WebhookEvent> {
    const fields = parseCallback(raw);
    const given = fields.hash ?? '';
    if (!/^[0-9a-f]{64}$/i.test(given)) throw new WebhookSignatureError('iPay callback without a valid hash');
    const expected = Buffer.from(ipayCallbackHash(this.options.hashKey, fields), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'))) {
      throw new WebhookSignatureError('iPay callback hash does not match');
    }
    const oid = fields.id || fields.ivm || fields.oid;
    if (!oid) throw new WebhookSignatureError('iPay callback without an order id');

    // The callback's own status is not trusted: iPay's transaction search decides.
    let search: Search;
    try {
      search = await this.search(oid);
    } catch (error) {
      // Our side of the check failed, not the sender's: a plain Error (500) makes iPay call back again.
      throw new Error(`iPay transaction search failed: ${(error as Error).message}`);
    }
    const transactionId = Number.parseInt(fields.p1 ?? '', 10);
    const base = {
      transactionId: Number.isSafeInteger(transactionId) ? transactionId : null,
      orderId: oid,
    };
    if (!search.found) {
      return {
        ...base,
        eventId: `${oid}:${fields.txncd || fields.status || 'unknown'}`,
        kind: 'ignored',
        amount: null,
        currency: null,
        gatewayTransactionId: null,
      };
    }
    const txncd = search.transactionCode ?? (fields.txncd || null);
    return {
      ...base,
      eventId: `${oid}:${txncd ?? search.code}`,
      kind: kindOf(search.code),
      amount: search.amount,
      currency: search.currency,
      gatewayTransactionId: txncd,
    };
  }

  async onReturn(query: Record<string, string>, _orderId: string): Promise<'cancelled' | 'returned'> {
    if (query.cancelled === '1' || query.status === IPAY_STATUS.failed) return 'cancelled';
    return 'returned';
  }

  async status(orderId: string): Promise<'paid' | 'unpaid' | 'unknown'> {
    let search: Search;
    try {
      search = await this.search(orderId);
    } catch {
      return 'unknown';
    }
    if (!search.found) return 'unpaid';
    const kind = kindOf(search.code);
    // Pending at sweep time means iPay found no incoming money: the STK prompt lapsed long ago.
    if (kind === 'success') return 'paid';
    return search.code === IPAY_STATUS.pending || kind === 'failure' ? 'unpaid' : 'unknown';
  }

  /** A start-time call: anything but iPay's `status: 1` is a refusal. */
  private async startCall(path: string, body: Record<string, string>): Promise<CallResult> {
    let result: CallResult;
    try {
      result = await this.call(path, body);
    } catch (error) {
      throw new PaymentGatewayError(`iPay unreachable: ${(error as Error).message}`);
    }
    if (result.status !== 200 || str(result.json?.status) !== '1') {
      throw new PaymentGatewayError(`iPay refused ${path} (${result.status}${describe(result.json)})`);
    }
    return result;
  }

  /** The transaction search by order id; throws when iPay cannot be asked or answers oddly. */
  private async search(oid: string): Promise<Search> {
    const vid = this.options.vendorId;
    const result = await this.call(PATHS.search, {
      oid,
      vid,
      hash: ipayHmac(this.options.hashKey, `${oid}${vid}`),
    });
    const headerStatus = str(result.json?.header_status);
    if (result.status === 404 || headerStatus === '404') return { found: false };
    const data = (result.json?.data ?? {}) as Json;
    // The status code is at the top (as in iPay's status call, where `status: 1` would mean "ok") or
    // inside data; iPay's codes are 14 lower-case characters, so the two cannot be confused.
    const top = str(result.json?.status);
    const code = /^[a-z0-9]{14}$/.test(top) ? top : str(data.status);
    if (result.status !== 200 || !code) {
      throw new Error(`iPay search answered ${result.status}${describe(result.json)}`);
    }
    const amount = Number.parseFloat(str(data.transaction_amount ?? data.amount));
    return {
      found: true,
      code,
      amount: Number.isFinite(amount) ? amount : null,
      // iPay's currency defaults to KES when an order names none; its answers may not repeat it.
      currency: (str(data.currency ?? data.curr) || 'KES').toUpperCase(),
      transactionCode: str(data.transaction_code ?? data.txncd) || null,
    };
  }

  private async call(path: string, body: Record<string, string>): Promise<CallResult> {
    const response = await this.fetchImpl(`${this.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text().catch(() => '');
    let json: Json | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      json = parsed && typeof parsed === 'object' ? (parsed as Json) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }
}

function kindOf(code: string): WebhookEvent['kind'] {
  // More than asked still paid; the payments service's amount check sees the real amount.
  if (code === IPAY_STATUS.paid || code === IPAY_STATUS.more) return 'success';
  if (code === IPAY_STATUS.failed || code === IPAY_STATUS.used || code === IPAY_STATUS.less) return 'failure';
  // Pending, or a code iPay has not documented: nothing changes until a later callback or the sweep.
  return 'ignored';
}

/** The callback's fields, from a JSON body (crl=2) or a form / query string (crl=0). */
function parseCallback(raw: Buffer): Record<string, string> {
  const text = raw.toString('utf8').trim();
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new WebhookSignatureError('iPay callback is not valid JSON');
    }
    if (!parsed || typeof parsed !== 'object')
      throw new WebhookSignatureError('iPay callback is not an object');
    return Object.fromEntries(
      Object.entries(parsed as Json).map(([name, value]) => [name, value === null ? '' : str(value)]),
    );
  }
  return Object.fromEntries(new URLSearchParams(text.replace(/^\?/, '')));
}

/** iPay's error text, when it sent one, for logs. */
function describe(json: Json | null): string {
  const errors = json?.error;
  const first = Array.isArray(errors) ? (errors[0] as Json | undefined) : undefined;
  const text = str(first?.text) || str(json?.text);
  return text ? `: ${text}` : '';
}
