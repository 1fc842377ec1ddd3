import type { Page } from 'playwright-core';

/**
 * Waits until a JavaScript expression is truthy in the page. Playwright's waitForFunction turns a
 * string into a function with eval inside the page, which the pages' Content-Security-Policy
 * forbids (no 'unsafe-eval'); page.evaluate goes through the DevTools protocol, which it does not.
 */
export async function waitForExpression(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(expression).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
