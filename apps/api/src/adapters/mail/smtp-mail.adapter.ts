import nodemailer, { type Transporter } from 'nodemailer';
import type { MailAdapter, MailMessage } from './mail.adapter.js';

/** Sends through an SMTP server given as a URL (`smtps://user:pass@smtp.example.com:465`). */
export class SmtpMailAdapter implements MailAdapter {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
