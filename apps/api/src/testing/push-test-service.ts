import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for tests: it plays the browser's push service and the browser.
 * Every subscription it hands out has its own P-256 key pair and auth secret, held here. A push
 * is accepted only with a valid VAPID Authorization (`vapid t=<ES256 JWT>, k=<public key>`:
 * signature checked with the key, audience = this origin, expiry in the future) and is decrypted
 * as the browser would (aes128gcm, RFC 8291 + RFC 8188). Whatever fails is recorded as a problem
 * and answered 400, so a test sees it.
 */
export interface ReceivedPush {
  subscription: string;
  payload: Record<string, unknown> | null;
  problems: string[];
  headers: IncomingMessage['headers'];
  /** Whether the answer has been sent (a delayed answer is still pending). */
  answered: boolean;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export interface PushTestService {
  origin: string;
  /** A new subscription as a browser's `PushSubscription.toJSON()` gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Pushes to one subscription's endpoint. */
  to(endpoint: string): ReceivedPush[];
  /** The status later pushes are answered with (201 by default), or a delay before answering. */
  answer(status: number, delayMs?: number): void;
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8188 `aes128gcm` with the RFC 8291 key derivation: the plaintext, or throws. */
export function decryptAes128gcm(body: Buffer, subscriber: Subscriber): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, not a P-256 public key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = subscriber.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = hkdf(shared, subscriber.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Problems with a VAPID Authorization header for this audience and server key (none = valid). */
export function vapidProblems(header: string | undefined, audience: string, serverKey: string): string[] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return [`Authorization is not "vapid t=…, k=…": ${header}`];
  const [, token = '', key = ''] = match;
  const problems: string[] = [];
  if (key !== serverKey) problems.push('k is not the server’s VAPID public key');
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) problems.push('JWT signature does not verify with k');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') problems.push(`JWT alg ${header_.alg}`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) problems.push(`aud ${claims.aud} is not ${audience}`);
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now) problems.push('exp is not in the future');
  else if (claims.exp > now + 24 * 3600) problems.push('exp is more than 24 hours away');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) problems.push(`sub ${claims.sub}`);
  return problems;
}

export async function startPushTestService(serverKey: () => string): Promise<PushTestService> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  let status = 201;
  let delayMs = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const subscriber = subscribers.get(id);
      const problems: string[] = [];
      let payload: Record<string, unknown> | null = null;
      if (!subscriber) problems.push(`unknown subscription ${request.url}`);
      if (request.method !== 'POST') problems.push(`method ${request.method}`);
      if (request.headers['content-encoding'] !== 'aes128gcm')
        problems.push('Content-Encoding is not aes128gcm');
      if (!request.headers.ttl) problems.push('no TTL header');
      problems.push(...vapidProblems(request.headers.authorization, origin, serverKey()));
      if (subscriber) {
        try {
          payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), subscriber).toString('utf8'));
        } catch (error) {
          problems.push(`cannot decrypt: ${(error as Error).message}`);
        }
      }
      const push: ReceivedPush = {
        subscription: id,
        payload,
        problems,
        headers: request.headers,
        answered: false,
      };
      received.push(push);
      setTimeout(() => {
        response.statusCode = problems.length > 0 ? 400 : status;
        response.end();
        push.answered = true;
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    to(endpoint) {
      const id = endpoint.slice(`${origin}/push/`.length);
      return received.filter((push) => push.subscription === id);
    },
    answer(next, delay = 0) {
      status = next;
      delayMs = delay;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
