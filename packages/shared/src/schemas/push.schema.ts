import { z } from 'zod';
import { required } from './params.schema.js';

/**
 * Web Push subscriptions (RFC 8030 endpoint, RFC 8291 keys) as a browser's
 * `PushSubscription.toJSON()` gives them: `{endpoint, keys: {p256dh, auth}}`. The same checks
 * serve `register-push-subscription`, the web client, and the server reading a push
 * registration string (`fcm_id`) that holds such a subscription as JSON.
 */

export const PUSH_ENDPOINT_MAX = 2048;
/** An uncompressed P-256 point: 0x04, then x and y of 32 bytes each. */
const P256DH_BYTES = 65;
/** The subscription's authentication secret. */
const AUTH_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text (padding optional), or null when it is not base64url. */
export function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length > 256) return null;
  const plain = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (plain.length % 4 === 1) return null;
  try {
    const raw = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Hosts that are this machine: a push endpoint there is only ever a local test service. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/**
 * An https URL without credentials; plain http only on a loopback host (whether the server
 * accepts that is its configuration's call: never in production unless told so).
 */
const endpointParam = z
  .any()
  .transform((value: unknown, ctx) => {
    const raw = text(value);
    const bad = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (raw === undefined) return bad('endpoint must be text');
    if (raw.length > PUSH_ENDPOINT_MAX)
      return bad(`endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return bad('endpoint must be a URL');
    }
    const local = url.protocol === 'http:' && isLoopbackHost(url.hostname);
    if (url.protocol !== 'https:' && !local) return bad('endpoint must be an https URL');
    if (url.username || url.password) return bad('endpoint must not carry credentials');
    return url.href;
  })
  .meta({ type: 'string', format: 'uri', maxLength: PUSH_ENDPOINT_MAX });

function keyParam(label: string, bytes: number, check: (decoded: Uint8Array) => boolean = () => true) {
  return z
    .any()
    .transform((value: unknown, ctx) => {
      const raw = text(value);
      const decoded = raw === undefined ? null : base64UrlBytes(raw);
      if (!raw || !decoded || decoded.length !== bytes || !check(decoded)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be ${bytes} bytes in base64url` });
        return z.NEVER;
      }
      return raw.replace(/=+$/, '');
    })
    .meta({ type: 'string', description: `${label}: ${bytes} bytes, base64url` });
}

const MISSING = 'Please fill all fields';

/** `register-push-subscription`: this browser's subscription, for this session. */
export const registerPushSubscriptionSchema = z.object({
  endpoint: required(endpointParam),
  keys: required(
    z.object({
      p256dh: required(keyParam('keys.p256dh', P256DH_BYTES, (d) => d[0] === 4)),
      auth: required(keyParam('keys.auth', AUTH_BYTES)),
    }),
    MISSING,
  ),
});

/** `delete-push-subscription`: the endpoint of a subscription of mine. */
export const deletePushSubscriptionSchema = z.object({
  endpoint: required(
    z
      .any()
      .transform((value: unknown, ctx) => {
        const raw = text(value);
        if (!raw || raw.length > PUSH_ENDPOINT_MAX) {
          ctx.addIssue({ code: 'custom', message: 'endpoint must be a URL' });
          return z.NEVER;
        }
        return raw;
      })
      .meta({ type: 'string', format: 'uri', maxLength: PUSH_ENDPOINT_MAX }),
  ),
});

export type PushSubscriptionInput = z.output<typeof registerPushSubscriptionSchema>;

/**
 * A push registration string (`fcm_id`) read as a Web Push subscription: the JSON of one, or
 * null for anything else (a device token of another push service).
 */
export function parseWebPushSubscription(registration: string): PushSubscriptionInput | null {
  if (!registration.startsWith('{')) return null;
  let json: unknown;
  try {
    json = JSON.parse(registration);
  } catch {
    return null;
  }
  const parsed = registerPushSubscriptionSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
