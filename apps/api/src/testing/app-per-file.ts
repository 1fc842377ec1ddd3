import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppConfig } from '../config.js';
import { type SmtpListener, startSmtpListener } from './smtp-listener.js';
import { createTestApp, type TestApp } from './test-app.js';

// The setup most API test files repeat: one real app for the whole file, built before the first
// test and closed after the last. The file keeps its own `let app` and is handed the app once
// it exists (a helper cannot assign the file's variable, and `app()` everywhere reads worse).

/**
 * One app for the file; `settings` are put back before every test, so one test that turns,
 * say, demo mode on cannot leak it into the next.
 */
export function appPerFile(
  ready: (app: TestApp) => void,
  settings: Record<string, unknown> = {},
  config: Partial<AppConfig> = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(config);
    ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    for (const [key, value] of Object.entries(settings)) await app?.services.settings.set(key, value);
  });
}

/** One app for the file that sends its mail through a real SMTP listener, accepting again before each test. */
export function mailingAppPerFile(ready: (app: TestApp, smtp: SmtpListener) => void): void {
  let app: TestApp | undefined;
  let smtp: SmtpListener | undefined;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await createTestApp({ smtpUrl: smtp.url });
    ready(app, smtp);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp?.refuse(false);
  });
}
