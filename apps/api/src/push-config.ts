import { inspect } from 'node:util';

/**
 * Web Push settings, read from the environment with the rest of the config (config.ts calls
 * this; nothing else reads these variables).
 */
export interface PushConfig {
  /** The VAPID key pair (base64url) when set in the environment; null = kept in the data folder. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Who the push services may contact about our pushes: a mailto: or https: URL. */
  subject: string;
  /** Plain-http endpoints on this machine (a local push service in tests); never on by default in production. */
  allowLocalEndpoints: boolean;
  /** How long one push service may take to answer before the attempt is given up. */
  timeoutMs: number;
}

type Source = Record<string, string | undefined>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const decodedLength = (text: string) => Buffer.from(text, 'base64url').length;

/** Half-given or malformed push settings; names only, never the private key's value. */
export function pushProblems(env: Source): string[] {
  const problems: string[] = [];
  const { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: subject } = env;
  if (!pub !== !priv) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither to keep generated keys');
  }
  if (pub && (!BASE64URL.test(pub) || decodedLength(pub) !== 65)) {
    problems.push('VAPID_PUBLIC_KEY: a P-256 public key, 65 bytes in base64url');
  }
  if (priv && (!BASE64URL.test(priv) || decodedLength(priv) !== 32)) {
    problems.push('VAPID_PRIVATE_KEY: a P-256 private key, 32 bytes in base64url');
  }
  if (subject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    problems.push('VAPID_SUBJECT: a mailto: address or an https: URL');
  }
  const local = env.PUSH_ALLOW_LOCAL_ENDPOINTS;
  if (local !== undefined && !['true', 'false', '1', '0'].includes(local)) {
    problems.push('PUSH_ALLOW_LOCAL_ENDPOINTS: true or false');
  }
  const timeout = env.PUSH_TIMEOUT_SECONDS;
  if (timeout !== undefined && !(Number(timeout) >= 1 && Number(timeout) <= 120)) {
    problems.push('PUSH_TIMEOUT_SECONDS: a number of seconds from 1 to 120');
  }
  return problems;
}

export function pushConfig(env: Source, nodeEnv: string, publicUrl: string): PushConfig {
  const local = env.PUSH_ALLOW_LOCAL_ENDPOINTS;
  const host = new URL(publicUrl).hostname;
  return {
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? hidePrivateKey({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
        : null,
    // Push services want a way to reach the sender; the site itself when it is served over https.
    subject: env.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:no-reply@${host}`),
    allowLocalEndpoints: local === undefined ? nodeEnv !== 'production' : local === 'true' || local === '1',
    timeoutMs: Math.round(Number(env.PUSH_TIMEOUT_SECONDS ?? 10) * 1000),
  };
}

/** The private key stays usable, but JSON and util.inspect show it masked (config dumps, logs). */
export function hidePrivateKey<T extends { privateKey: string }>(keys: T): T {
  const masked = () => ({ ...keys, privateKey: '[hidden]' });
  return Object.defineProperties(keys, {
    toJSON: { value: masked },
    [inspect.custom]: { value: masked },
  });
}
