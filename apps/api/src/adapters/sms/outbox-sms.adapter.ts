import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MailLogger } from '../mail/mail.adapter.js';
import type { SmsAdapter, SmsMessage } from './sms.adapter.js';

/** Appends one line per message to `<outbox>/sms.log`: `<ISO time>\t<to>\t<text>`. */
export class OutboxSmsAdapter implements SmsAdapter {
  constructor(
    private readonly outboxDir: string,
    private readonly logger?: MailLogger,
  ) {}

  get file(): string {
    return path.join(this.outboxDir, 'sms.log');
  }

  async send(message: SmsMessage): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const text = message.text.replace(/[\r\n\t]+/g, ' ');
    await appendFile(this.file, `${new Date().toISOString()}\t${message.to}\t${text}\n`);
    this.logger?.info({ to: message.to, file: this.file }, 'sms written to outbox');
  }
}
