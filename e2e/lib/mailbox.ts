import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Reads what the SMTP listener (side-services.ts) stored: the newest message to an address, its
// plain-text body decoded (quoted-printable soft breaks joined, base64 undone, the text/plain part
// of a multipart message), and the 6-digit code or the reset link inside it.

export const MAIL_DIR = process.env.DOMUS_E2E_MAIL_DIR ?? '';

export interface ReceivedMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The text/plain body of a raw message (the first text/plain part of a multipart one). */
export function plainTextOf(raw: string): string {
  const part = splitPart(raw);
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const text = plainTextOf(piece.replace(/^\r?\n/, ''));
      if (text !== '') return text;
    }
    return '';
  }
  return /^text\/plain/i.test(type) ? decodeBody(part) : '';
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_all, _charset, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

export function parseMail(file: string, raw: string): ReceivedMail {
  const { headers } = splitPart(raw);
  const to = (headers.get('x-envelope-to') ?? headers.get('to') ?? '')
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  return { file, to, subject: decodeHeaderWords(headers.get('subject') ?? ''), text: plainTextOf(raw) };
}

function mailsTo(address: string, dir: string): ReceivedMail[] {
  const wanted = address.trim().toLowerCase();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(f, readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to.includes(wanted));
}

export interface WaitOptions {
  /** Only a message whose text matches counts (e.g. the one carrying a code). */
  matching?: RegExp;
  /** Ignore messages that were already there (file names) — the newest one after an action. */
  after?: Set<string>;
  timeoutMs?: number;
  dir?: string;
}

/** File names of the messages to `address` so far, to wait for a newer one after an action. */
export function mailFilesTo(address: string, dir = MAIL_DIR): Set<string> {
  return new Set(mailsTo(address, dir).map((m) => m.file));
}

/** Polls until a message to `address` arrives and returns the newest one. */
export async function waitForMail(address: string, options: WaitOptions = {}): Promise<ReceivedMail> {
  const dir = options.dir ?? MAIL_DIR;
  if (!dir) throw new Error('DOMUS_E2E_MAIL_DIR is not set: run the journeys through e2e/run.mjs');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const found = mailsTo(address, dir).filter(
      (m) => !options.after?.has(m.file) && (!options.matching || options.matching.test(m.text)),
    );
    const newest = found.at(-1);
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} within ${(options.timeoutMs ?? 15_000) / 1000} s`);
}

const CODE = /(?<!\d)(\d{6})(?!\d)/;
// The code mails put the code on a line of its own; a greeting can hold six digits too (a test
// name with a random hex suffix that came out all digits read as the code: "Invalid OTP").
const CODE_LINE = /^[ \t]*(\d{6})[ \t]*$/m;

export function codeIn(text: string): string {
  const code = CODE_LINE.exec(text)?.[1] ?? CODE.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in:\n${text}`);
  return code;
}

export function resetLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s>)"']+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return link;
}

/** The newest 6-digit code mailed to `address` (after `options.after`, if given). */
export async function waitForMailedCode(address: string, options: WaitOptions = {}): Promise<string> {
  return codeIn((await waitForMail(address, { ...options, matching: CODE })).text);
}

/** The newest password-reset link mailed to `address`. */
export async function waitForResetLink(address: string, options: WaitOptions = {}): Promise<string> {
  const mail = await waitForMail(address, { ...options, matching: /\/reset-password\?token=/ });
  return resetLinkIn(mail.text);
}
