import { isLoopbackHost } from '@domus/shared/schemas/push.schema';
import webpush from 'web-push';
import type { PushConfig } from '../../push-config.js';
import type { PushAdapter, PushOutcome, PushTarget } from './push.adapter.js';
import type { VapidKeys } from './vapid-keys.js';

/** Push services accept about 4 KB of payload; ours stay well below, this is the guard. */
const MAX_PAYLOAD_BYTES = 3_800;
/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web Push through the `web-push` library: it signs the VAPID token and encrypts the payload
 * (aes128gcm); the request itself is sent here with fetch, so it has a deadline, follows no
 * redirect, and speaks plain http to a local push service when that is allowed (the library's
 * own sender speaks https only).
 */
export function createWebPushAdapter(keys: VapidKeys, config: PushConfig): PushAdapter {
  const vapidDetails = { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  function allows(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    // The server posts to URLs browsers hand it: this machine is reachable only when configured.
    if (isLoopbackHost(url.hostname)) return config.allowLocalEndpoints && /^https?:$/.test(url.protocol);
    return url.protocol === 'https:';
  }

  async function send(target: PushTarget, payload: Record<string, unknown>): Promise<PushOutcome> {
    if (!allows(target.endpoint)) return { result: 'failed', reason: 'endpoint not allowed' };
    const body = JSON.stringify(payload);
    if (Buffer.byteLength(body) > MAX_PAYLOAD_BYTES) return { result: 'failed', reason: 'payload too large' };
    const details = webpush.generateRequestDetails(target, body, {
      vapidDetails,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    try {
      const response = await fetch(target.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { result: 'sent' };
      if (response.status === 404 || response.status === 410)
        return { result: 'gone', status: response.status };
      return {
        result: 'failed',
        status: response.status,
        reason: `push service answered ${response.status}`,
      };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { result: 'failed', reason };
    }
  }

  return { publicKey: keys.publicKey, allows, send };
}
