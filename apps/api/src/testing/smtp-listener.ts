import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: the app sends through nodemailer exactly as in
 * production (SMTP_URL), and tests read what arrived. No auth, no TLS (loopback only). The e2e
 * journeys use it too (e2e/lib/side-services.ts), keeping every message raw in a folder, because
 * the browser journeys read their mail from another process.
 */
export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text body (quoted-printable and base64 handled). */
  text: string;
}

export interface SmtpListener {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Mails to an address, oldest first. */
  to(address: string): ReceivedMail[];
  /** Waits for the n-th mail to an address (default: one more than now). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the server refuse every message (to test delivery failures). */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Splits a single-part plain-text message (what the app sends) into subject and text. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  let subject = header('Subject');
  const encoded = /^=\?utf-8\?([bq])\?(.*)\?=$/i.exec(subject);
  if (encoded) {
    subject =
      encoded[1]?.toLowerCase() === 'b'
        ? Buffer.from(encoded[2] ?? '', 'base64').toString('utf8')
        : decodeQuotedPrintable((encoded[2] ?? '').replace(/_/g, ' '));
  }
  return { subject, text };
}

export interface SmtpListenerOptions {
  /**
   * Also write every accepted message to this folder as one .eml file: the raw message after an
   * `X-Envelope-To:` line of our own (so a reader need not parse the envelope out of the message),
   * named by arrival time and a counter so that names sort in arrival order.
   */
  keepRawIn?: string;
  port?: number;
}

export async function startSmtpListener(options: SmtpListenerOptions = {}): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusing = false;
  const dir = options.keepRawIn;
  if (dir) mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (refusing) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const bytes = Buffer.concat(chunks);
        const raw = bytes.toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ to, raw, ...parseMail(raw) });
        if (dir) {
          const name = `${Date.now()}-${String(mails.length).padStart(5, '0')}.eml`;
          const envelope = Buffer.from(
            `X-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(',')}\r\n`,
          );
          writeFileSync(path.join(dir, name), Buffer.concat([envelope, bytes]));
        }
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    to,
    async waitFor(address, count = to(address).length + 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return to(address)[count - 1] as ReceivedMail;
    },
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a verification mail. */
export function codeIn(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.text}`);
  return match[1] as string;
}

/** The reset link of a password-reset mail. */
export function linkIn(mail: ReceivedMail): string {
  const match = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return match[1] as string;
}
