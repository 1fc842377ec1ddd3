import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

// Debian's Chromium, headless, with a fresh profile per run: no extensions, no sync, no background
// traffic, so a journey sees exactly what a first-time visitor sees.

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface SessionOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  /** Another visitor as the API tells them apart (address and user agent). */
  userAgent?: string;
}

/** A persistent context in a throw-away user-data dir, removed again on close. */
export async function openBrowser(options: SessionOptions = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'domus-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? 'en-US',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    baseURL: BASE_URL,
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
