import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAdapter, MailLogger, MailMessage } from './mail.adapter.js';

/**
 * Writes each message as an RFC 5322 `.eml` file in the outbox folder (open it with any mail
 * client) and logs a line. Used when no SMTP server is configured, and by tests.
 */
export class OutboxMailAdapter implements MailAdapter {
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly logger?: MailLogger,
  ) {}

  /** The folder is made once (a burst of alert mails would ask again for every message). */
  private folder: Promise<unknown> | null = null;

  async send(message: MailMessage): Promise<void> {
    const info = await this.composer.sendMail({ from: this.from, ...message });
    this.folder ??= mkdir(this.outboxDir, { recursive: true }).catch((error: unknown) => {
      this.folder = null;
      throw error;
    });
    await this.folder;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
      // The folder was removed since (an operator emptied the outbox): made again once.
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.outboxDir, { recursive: true });
      await writeFile(file, info.message as Buffer);
    });
    this.logger?.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  }
}
