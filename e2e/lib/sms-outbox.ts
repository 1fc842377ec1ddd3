import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Phone codes: with no SMS provider configured the product appends every message to
// `<data dir>/outbox/sms.log`, one line each: ISO time TAB number TAB text.

export const DATA_DIR = process.env.DOMUS_E2E_DATA_DIR ?? '';

export interface SentSms {
  at: string;
  to: string;
  text: string;
}

export function parseSmsLog(text: string): SentSms[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [at = '', to = '', ...rest] = line.split('\t');
      return { at, to, text: rest.join('\t') };
    });
}

function smsTo(number: string, dataDir: string): SentSms[] {
  const file = path.join(dataDir, 'outbox', 'sms.log');
  if (!existsSync(file)) return [];
  return parseSmsLog(readFileSync(file, 'utf8')).filter((m) => m.to === number);
}

/** How many messages `number` has had so far, to wait for a newer one after an action. */
export function smsCountTo(number: string, dataDir = DATA_DIR): number {
  return smsTo(number, dataDir).length;
}

/** Polls sms.log until message number `after + 1` to `number` arrives; returns its 6-digit code. */
export async function waitForSmsCode(
  number: string,
  options: { after?: number; timeoutMs?: number; dataDir?: string } = {},
): Promise<string> {
  const dataDir = options.dataDir ?? DATA_DIR;
  if (!dataDir) throw new Error('DOMUS_E2E_DATA_DIR is not set: run the journeys through e2e/run.mjs');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = smsTo(number, dataDir);
    const newest = messages.length > (options.after ?? 0) ? messages.at(-1) : undefined;
    const code = newest ? /(?<!\d)(\d{6})(?!\d)/.exec(newest.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code to ${number} within ${timeoutMs / 1000} s`);
}
