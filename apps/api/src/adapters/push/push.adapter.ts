/**
 * Web Push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291): one message to one
 * browser's subscription, through the push service its endpoint names. Built once at start-up.
 */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What became of one message: taken by the push service, refused because the subscription no
 * longer exists (404/410: forget it), or failed for another reason (logged, kept).
 */
export type PushOutcome =
  | { result: 'sent' }
  | { result: 'gone'; status: number }
  | { result: 'failed'; status?: number; reason: string };

export interface PushAdapter {
  /** The VAPID public key (base64url) browsers subscribe with (`push_public_key`). */
  readonly publicKey: string;
  /** Whether a subscription's endpoint may be sent to at all (https; this machine only if allowed). */
  allows(endpoint: string): boolean;
  send(target: PushTarget, payload: Record<string, unknown>): Promise<PushOutcome>;
}
