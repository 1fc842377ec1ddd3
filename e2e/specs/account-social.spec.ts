import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { accountMenu } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// Social sign-in through a real OpenID Connect provider (the local issuer e2e/run.mjs starts and
// configures as "Local ID"): the provider's own sign-in page, back through the API's callback and
// /auth/callback, signed in as a new member carrying the provider's email and name.

let session: BrowserSession;
let page: Page;
const login = `e2e-social-${randomBytes(4).toString('hex')}`;

before(async () => {
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

test('"Continue with Local ID" goes through the provider and comes back signed in', async () => {
  await page.goto(`${BASE_URL}/login`);
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `sign-in page: axe found\n${formatViolations(violations)}`);
  await page.getByRole('link', { name: 'Continue with Local ID' }).click();

  // The provider's page (another origin): any login id, any password.
  await page.waitForURL((url) => url.origin !== BASE_URL);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back on the product: a new social account has no mobile or address yet.
  await page.waitForURL(`${BASE_URL}/user/profile`);
  await accountMenu(page).waitFor();
  assert.match((await accountMenu(page).textContent()) ?? '', /E2e-social/i);
  const form = page.getByTestId('profile-form');
  await form.waitFor();
  const email = form.getByLabel(/^Email/);
  assert.equal(await email.inputValue(), `${login}@example.com`, "the provider's verified email");
  assert.equal(await email.getAttribute('readonly'), null, 'a social account may change its email');
  const missing = await page.getByTestId('profile-status').getByRole('listitem').allTextContents();
  assert.deepEqual(missing, ['Mobile number', 'Address']);
});

test('the session is a real one: the sessions page lists this device', async () => {
  await page.goto(`${BASE_URL}/user/sessions`);
  const current = page.locator('[data-testid="session-item"][data-current="true"]');
  await current.waitFor();
  assert.match((await current.textContent()) ?? '', /This device/);
});
