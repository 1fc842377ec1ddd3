import type { AppConfig } from '../../config.js';
import type { MailLogger } from '../mail/mail.adapter.js';
import { HttpSmsAdapter } from './http-sms.adapter.js';
import { OutboxSmsAdapter } from './outbox-sms.adapter.js';
import type { SmsAdapter } from './sms.adapter.js';

/** The HTTP provider when SMS_URL is set, else the outbox log. */
export function createSmsAdapter(config: AppConfig, logger?: MailLogger): SmsAdapter {
  if (config.sms) return new HttpSmsAdapter(config.sms.url, config.sms.apiKey, config.sms.from);
  return new OutboxSmsAdapter(config.outboxDir, logger);
}
