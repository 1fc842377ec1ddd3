import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small iPay Africa C2B REST API on 127.0.0.1 for adapter and payments tests: `transact` (the
 * initiator), `transact/push/mpesa` (the STK push) and `transaction/search`, each checking the
 * vendor id and the HMAC-SHA256 hash with the test's key as iPay does, and recording every request.
 * The test decides what iPay knows: `setTransaction(oid, …)` sets the status the search answers
 * (initiated orders start pending), and `callback(oid)` builds the callback iPay would send, signed
 * with the key (`ipayTestCallbackHash`), as JSON or as a form body.
 */
/**
 * iPay's status codes, written out here rather than imported from the adapter (as is all the
 * hashing below) so that a mistake in the adapter cannot be agreed with by its own fake.
 */
export const IPAY_TEST_STATUS = {
  paid: 'aei7p7yrx4ae34',
  failed: 'fe2707etr5s4wq',
  pending: 'bdi6p2yy76etrs',
  used: 'cr5i3pgy9867e1',
  less: 'dtfi4p7yty45wq',
  more: 'eq3i7p5yt7645e',
} as const;
const IPAY_STATUS = IPAY_TEST_STATUS;

/** iPay's initiator hash: these fields' values concatenated in this order. */
const INITIATE_HASH_ORDER = 'live oid inv amount tel eml vid curr p1 p2 p3 p4 cbk cst crl'.split(' ');

export function ipayTestHmac(key: string, data: string): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** The callback signature: sorted `name=value` pairs (no hash, no empty values) joined with `&`. */
export function ipayTestCallbackHash(key: string, fields: Record<string, string>): string {
  const pairs = Object.entries(fields)
    .filter(([name, value]) => name !== 'hash' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return ipayTestHmac(key, pairs.join('&'));
}

export interface IpayTestServerOptions {
  vendorId: string;
  hashKey: string;
}

export interface RecordedIpayRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, string>;
}

export interface IpayTestTransaction {
  oid: string;
  sid: string;
  status: string;
  amount: string;
  currency: string;
  tel: string;
  txncd: string | null;
  p1: string;
  cbk: string;
}

export interface IpayTestServer {
  url: string;
  requests: RecordedIpayRequest[];
  transactions: Map<string, IpayTestTransaction>;
  to(path: string): RecordedIpayRequest[];
  /** What the search answers for `oid` (created if the order was never initiated). */
  setTransaction(oid: string, change: Partial<Omit<IpayTestTransaction, 'oid'>>): IpayTestTransaction;
  failNext(path: string, status: number, body?: unknown): void;
  dropConnections(path: string, on?: boolean): void;
  /** The callback iPay sends for `oid`, signed with the key; `overrides` change fields before signing. */
  callback(
    oid: string,
    options?: { format?: 'json' | 'form'; overrides?: Record<string, string> },
  ): { raw: Buffer; headers: Record<string, string>; fields: Record<string, string> };
  close(): Promise<void>;
}

const STATUS_TEXT: Record<string, string> = {
  [IPAY_STATUS.paid]: 'Success: The transaction is valid.',
  [IPAY_STATUS.failed]: 'Failed transaction.',
  [IPAY_STATUS.pending]:
    'Pending: Incoming Mobile Money Transaction Not found. Please try again in 5 minutes.',
  [IPAY_STATUS.used]: 'Used: This code has been used already.',
  [IPAY_STATUS.less]: 'Less: The amount sent is less than required.',
  [IPAY_STATUS.more]: 'More: The amount sent is more than required.',
};

export async function startIpayTestServer(options: IpayTestServerOptions): Promise<IpayTestServer> {
  const requests: RecordedIpayRequest[] = [];
  const transactions = new Map<string, IpayTestTransaction>();
  const failures = new Map<string, { status: number; body: unknown }>();
  const dropped = new Set<string>();
  const hmac = (data: string) => ipayTestHmac(options.hashKey, data);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, text: string) =>
    send(res, status, { header_status: status, status: 0, error: [{ text }] });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let body: Record<string, string> = {};
    try {
      const parsed = JSON.parse(raw || '{}');
      body = Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value ?? '')]));
    } catch {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    requests.push({ path, headers: req.headers, body });
    if (dropped.has(path)) return req.socket.destroy();
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return send(res, failure.status, failure.body);
    }
    if (req.method !== 'POST') return refuse(res, 405, 'Method not allowed');
    if (body.vid !== options.vendorId) return refuse(res, 400, 'Invalid vendor id');

    if (path === '/payments/v2/transact') {
      const missing = ['oid', 'amount', 'tel', 'curr', 'cbk'].filter((name) => !body[name]);
      if (missing.length > 0) return refuse(res, 400, `Missing ${missing.join(', ')}`);
      if (!/^\d+(\.\d{1,2})?$/.test(body.amount ?? '')) return refuse(res, 400, 'Invalid amount');
      const data = INITIATE_HASH_ORDER.map((name) => body[name] ?? '').join('');
      if (body.hash !== hmac(data)) return refuse(res, 400, 'Hash mismatch');
      if (transactions.has(body.oid ?? '')) return refuse(res, 400, 'Duplicate order id');
      const sid = `${(body.oid ?? '').slice(0, 3).toUpperCase()}DEM${randomBytes(12).toString('hex').toUpperCase()}`;
      const transaction: IpayTestTransaction = {
        oid: body.oid ?? '',
        sid,
        status: IPAY_STATUS.pending,
        amount: body.amount ?? '',
        currency: body.curr ?? 'KES',
        tel: body.tel ?? '',
        txncd: null,
        p1: body.p1 ?? '',
        cbk: body.cbk ?? '',
      };
      transactions.set(transaction.oid, transaction);
      const account = `AT${randomBytes(5).toString('hex').toUpperCase()}`;
      return send(res, 200, {
        header_status: 200,
        status: 1,
        data: {
          sid,
          oid: transaction.oid,
          amount: transaction.amount,
          account,
          payment_channels: [
            { name: 'MPESA', paybill: '510800' },
            { name: 'AIRTEL', paybill: '510800' },
          ],
          hash: hmac(`${account}${transaction.amount}${transaction.oid}${sid}`),
        },
      });
    }
    if (path === '/payments/v2/transact/push/mpesa') {
      if (body.hash !== hmac(`${body.phone}${body.vid}${body.sid}`)) return refuse(res, 400, 'Hash mismatch');
      const known = [...transactions.values()].some((transaction) => transaction.sid === body.sid);
      if (!known) return refuse(res, 400, 'Invalid sid');
      if (!/^2547\d{8}$|^07\d{8}$/.test(body.phone ?? '')) return refuse(res, 400, 'Invalid phone number');
      return send(res, 200, {
        header_status: 200,
        status: 1,
        text: `A Payment request has been sent to the MPESA number ${body.phone}`,
      });
    }
    if (path === '/payments/v2/transaction/search') {
      if (body.hash !== hmac(`${body.oid}${body.vid}`)) return refuse(res, 400, 'Hash mismatch');
      const transaction = transactions.get(body.oid ?? '');
      if (!transaction) return send(res, 404, { header_status: 404, status: 0, text: 'No record found' });
      return send(res, 200, {
        header_status: 200,
        status: transaction.status,
        text: STATUS_TEXT[transaction.status] ?? 'Unknown',
        data: {
          vid: options.vendorId,
          oid: transaction.oid,
          transaction_amount: transaction.amount,
          transaction_code: transaction.txncd,
          telephone: transaction.tel,
          currency: transaction.currency,
          payment_mode: 'MPESA',
          paid_at: transaction.status === IPAY_STATUS.paid ? new Date().toISOString() : null,
        },
      });
    }
    return refuse(res, 404, `No route ${path}`);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    transactions,
    to: (path) => requests.filter((request) => request.path === path),
    setTransaction(oid, change) {
      const current = transactions.get(oid) ?? {
        oid,
        sid: `SID${randomBytes(8).toString('hex').toUpperCase()}`,
        status: IPAY_STATUS.pending,
        amount: '0.00',
        currency: 'KES',
        tel: '254712345678',
        txncd: null,
        p1: '',
        cbk: '',
      };
      const next = { ...current, ...change, oid };
      transactions.set(oid, next);
      return next;
    },
    failNext: (path, status, body) => failures.set(path, { status, body }),
    dropConnections(path, on = true) {
      if (on) dropped.add(path);
      else dropped.delete(path);
    },
    callback(oid, { format = 'json', overrides = {} } = {}) {
      const transaction = transactions.get(oid);
      const unique = () => randomBytes(6).toString('hex');
      const fields: Record<string, string> = {
        status: transaction?.status ?? IPAY_STATUS.pending,
        id: oid,
        ivm: oid,
        qwh: unique(),
        afd: unique(),
        poi: unique(),
        uyt: unique(),
        ifd: unique(),
        agt: unique(),
        mc: transaction?.amount ?? '',
        p1: transaction?.p1 ?? '',
        p2: '',
        p3: '',
        p4: '',
        txncd: transaction?.txncd ?? '',
        msisdn_id: 'JANE WANJIKU',
        msisdn_idnum: transaction?.tel ?? '',
        ...overrides,
      };
      fields.hash = ipayTestCallbackHash(options.hashKey, fields);
      const raw = format === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
      return {
        raw: Buffer.from(raw),
        headers: {
          'content-type': format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        fields,
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
