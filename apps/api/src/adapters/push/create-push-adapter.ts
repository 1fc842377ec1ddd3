import type { AppConfig } from '../../config.js';
import type { PushAdapter } from './push.adapter.js';
import { loadVapidKeys } from './vapid-keys.js';
import { createWebPushAdapter } from './web-push.adapter.js';

/** Web Push with the configured VAPID keys, or the pair kept in the data folder. */
export function createPushAdapter(config: AppConfig): PushAdapter {
  return createWebPushAdapter(loadVapidKeys(config.push, config.dataDir), config.push);
}
