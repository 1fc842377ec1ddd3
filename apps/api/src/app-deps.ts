import type { Kysely } from 'kysely';
import type { MailAdapter } from './adapters/mail/mail.adapter.js';
import type { PaymentGateways } from './adapters/payments/create-payment-gateways.js';
import type { PushAdapter } from './adapters/push/push.adapter.js';
import type { SmsAdapter } from './adapters/sms/sms.adapter.js';
import type { StorageAdapter } from './adapters/storage/storage.adapter.js';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/dialect.js';
import type { DB } from './db/types.js';
import type { ChangeFeed } from './lib/change-feed.js';
import type { Counter } from './lib/count-cache.js';
import type { RealtimeHub } from './lib/realtime/realtime-hub.js';
import type { WindowLimiter } from './lib/window-limiter.js';

/** What every service may use. Built once in buildApp(); tests pass their own clock. */
export interface AppDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  storage: StorageAdapter;
  mail: MailAdapter;
  sms: SmsAdapter;
  /** Payment gateways: live adapters by their credentials, the built-in sandbox for the rest. */
  payments: PaymentGateways;
  /** Web Push to members' browsers (VAPID keys from config or the data folder). */
  push: PushAdapter;
  /** Abuse limits (sign-in, OTP, registration): in-process, or shared through Redis. */
  limiter: WindowLimiter;
  /** Every write announces what it changed here after its transaction commits. */
  changes: ChangeFeed;
  /** Frames to signed-in users' open connections (chat, notifications, payments, revocations). */
  realtime: RealtimeHub;
  /** Totals of public list reads, kept between writes (COUNT_CACHE); cleared by every change. */
  counter: Counter;
  config: AppConfig;
  now: () => Date;
  /** Work that goes on after a request was answered reports its failures here (the app's log). */
  log: { warn(object: Record<string, unknown>, message: string): void };
}
