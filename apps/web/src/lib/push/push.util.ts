// Web Push plumbing: support detection, the worker registration, and the hand-off of
// foreground messages to whoever listens (chat, notifications). Registration results
// and foreground errors are only logged.

export const PUSH_WORKER_URL = '/push-sw.js';
/** The `type` the worker stamps on messages it forwards to open pages. */
export const FOREGROUND_MESSAGE_TYPE = 'domus:push';

interface PushEnvironment {
  isSecureContext?: boolean;
  navigator?: object;
  PushManager?: unknown;
  Notification?: unknown;
}

/** Chat and notifications need a service worker, the Push API and notifications, in a secure context. */
export function isPushSupported(env: PushEnvironment | undefined): boolean {
  if (!env?.navigator) return false;
  if (env.isSecureContext === false) return false;
  return 'serviceWorker' in env.navigator && 'PushManager' in env && 'Notification' in env;
}

export type ForegroundMessageHandler = (data: unknown) => void;

const handlers = new Set<ForegroundMessageHandler>();

/** Subscribe to push messages that arrive while a page is open. Returns the unsubscribe function. */
export function onForegroundMessage(handler: ForegroundMessageHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function dispatchForegroundMessage(data: unknown): void {
  if (handlers.size === 0) console.info('[push] foreground message', data);
  for (const handler of handlers) {
    try {
      handler(data);
    } catch (error) {
      console.error('[push] foreground handler failed', error);
    }
  }
}

/** Registers the push worker unless a worker is already active for the site. */
export async function ensurePushWorker(
  container: ServiceWorkerContainer,
): Promise<ServiceWorkerRegistration> {
  const existing = await container.getRegistration('/');
  if (existing?.active) return existing;
  return container.register(PUSH_WORKER_URL, { scope: '/' });
}

function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The same bytes as a key given in base64url (an existing subscription's key, say). */
function sameKey(current: ArrayBuffer | null | undefined, publicKey: string): boolean {
  if (!current) return false;
  const wanted = urlBase64ToUint8Array(publicKey);
  const have = new Uint8Array(current);
  return have.length === wanted.length && have.every((byte, i) => byte === wanted[i]);
}

/**
 * Asks permission and subscribes this browser with the site's VAPID key (`push_public_key`).
 * Returns the subscription as JSON — the "push token" stored in the settings slice — or null when
 * permission was not given. A subscription made with another key (the site's keys changed) is
 * replaced. Call it from a user gesture (browsers refuse permission prompts otherwise).
 */
export async function subscribeToPush(publicKey: string): Promise<string | null> {
  if (!isPushSupported(window)) return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await ensurePushWorker(navigator.serviceWorker);
  const ready = registration.active ? registration : await navigator.serviceWorker.ready;
  let subscription = await ready.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: urlBase64ToUint8Array(publicKey),
  });
  return JSON.stringify(subscription);
}

/** Ends this browser's push subscription, if any; returns its endpoint (to tell the server). */
export async function unsubscribeFromPush(): Promise<string | null> {
  if (!isPushSupported(window)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}

/** A push's `url` when it is a page of this site (a path), else null: pushes never open other sites. */
export function sitePath(url: unknown): string | null {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null;
}
