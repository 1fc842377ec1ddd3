import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMail } from './smtp-listener.js';
import type { TestApp } from './test-app.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails a test app wrote to its outbox folder (no SMTP configured), oldest first. */
export async function outboxMails(app: TestApp): Promise<OutboxMail[]> {
  const dir = app.deps.config.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const to = /^To:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
      return { to, ...parseMail(raw) };
    }),
  );
}

/** The outbox mails to one address. */
export async function outboxMailsTo(app: TestApp, address: string): Promise<OutboxMail[]> {
  return (await outboxMails(app)).filter((mail) => mail.to === address);
}
