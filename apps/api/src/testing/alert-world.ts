import { afterAll, beforeAll } from 'vitest';
import { createCategory, createProperty } from '../db/testing/listing.factory.js';
import { bearer, createSession, createUser } from '../db/testing/user.factory.js';
import { propertyWriteRepository } from '../modules/listings/listing-write.repository.js';
import { alertSweepService } from '../modules/saved-searches/alert-sweep.service.js';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from './smtp-listener.js';
import { createTestApp, post, type TestApp } from './test-app.js';

/**
 * The saved-search alert tests' world: one app per file sending through a real SMTP listener,
 * members with sessions, listings changed through the listings' write path (which records their
 * history, as the approval and edit calls do), and the alert sweep run by hand.
 */
export function alertWorld() {
  const world = {
    app: undefined as unknown as TestApp,
    smtp: undefined as unknown as SmtpListener,
    categoryId: 0,
  };
  beforeAll(async () => {
    world.smtp = await startSmtpListener();
    world.app = await createTestApp({ smtpUrl: world.smtp.url });
    await world.app.services.settings.set('demo_mode', false);
    await world.app.services.settings.set('company_name', 'Domus Test');
    world.categoryId = (await createCategory(world.app)).id;
  });
  afterAll(async () => {
    await world.app?.close();
    await world.smtp?.close();
  });

  const tick = (ms = 1000) => {
    world.app.clock.now = new Date(world.app.clock.now.getTime() + ms);
  };

  async function member(name = 'Mira Member') {
    const user = await createUser(world.app, { name });
    return {
      user,
      id: user.id,
      email: user.email as string,
      auth: bearer(await createSession(world.app, user.id)),
    };
  }

  async function saveSearch(auth: Record<string, string>, body: Record<string, unknown>) {
    const res = await post(world.app, 'save-search', { name: 'My search', ...body }, auth);
    if (res.status !== 201)
      throw new Error(`save-search answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; query: string };
  }

  /** A listing, approved at once (as under auto-approval) unless `pending`. */
  const listing = (values: Record<string, unknown> = {}) =>
    createProperty(world.app, { category_id: world.categoryId, ...values });

  /** A change through the listings' write path (history recorded), e.g. an operator's approval. */
  const change = (id: number, patch: Record<string, unknown>) =>
    propertyWriteRepository(world.app.deps.db).update([id], patch, world.app.clock.now);

  const sweep = () => world.app.services.alertSweep.run();

  /** Another instance's sweep over the same database (its own lease holder). */
  const otherSweep = () =>
    alertSweepService(
      world.app.deps,
      world.app.services.properties,
      world.app.services.notifications,
      world.app.services.settings,
      world.app.services.savedSearches,
    );

  const mailsTo = (email: string) => world.smtp.to(email);

  return { world, tick, member, saveSearch, listing, change, sweep, otherSweep, mailsTo };
}

/** A header of a received mail (folded lines joined). */
export function mailHeader(mail: ReceivedMail, name: string): string | null {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const head = mail.raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = /^Content-Type:\s*([^;\s]+)/im.exec(head)?.[1]?.toLowerCase() ?? '';
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase() ?? '';
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { type, body: text };
}

/** The text and HTML parts of a multipart/alternative mail, decoded. */
export function mailParts(mail: ReceivedMail): { text: string; html: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  if (!boundary) return { text: mail.text, html: '' };
  const parts = mail.raw.split(`--${boundary}`).slice(1, -1).map(decodePart);
  return {
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body ?? '',
  };
}

/** A mail's subject with every RFC 2047 encoded word decoded (long subjects span several). */
export function mailSubject(mail: ReceivedMail): string {
  const raw = mailHeader(mail, 'Subject') ?? '';
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
