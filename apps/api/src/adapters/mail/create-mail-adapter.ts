import type { AppConfig } from '../../config.js';
import type { MailAdapter, MailLogger } from './mail.adapter.js';
import { OutboxMailAdapter } from './outbox-mail.adapter.js';
import { SmtpMailAdapter } from './smtp-mail.adapter.js';

/** SMTP when SMTP_URL is set, else the outbox folder. */
export function createMailAdapter(config: AppConfig, logger?: MailLogger): MailAdapter {
  if (config.smtpUrl) return new SmtpMailAdapter(config.smtpUrl, config.mailFrom);
  return new OutboxMailAdapter(config.outboxDir, config.mailFrom, logger);
}
