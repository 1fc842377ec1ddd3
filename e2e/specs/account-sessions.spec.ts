import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  accountMenu,
  apiSignInStatus,
  signInWithEmail,
  twoBrowsersOfNewAccount,
  uniqueEmail,
} from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// The member's sessions and the end of an account: signed in on two browsers, A lists both
// (this device marked), signs B out from afar, then deletes the account behind the typed
// confirmation and lands home signed out; the account no longer signs in.

let a: BrowserSession;
let b: BrowserSession;
const email = uniqueEmail('sessions');
const password = 'Sessions-123';

twoBrowsersOfNewAccount({ name: 'Tomás Silva', email, password }, (first, second) => {
  a = first;
  b = second;
});

test('two browsers signed in: A sees both sessions, its own marked', async () => {
  await signInWithEmail(a.page, email, password);
  await signInWithEmail(b.page, email, password);
  const page = a.page;
  await page.goto(`${BASE_URL}/user/sessions`);
  const items = page.getByTestId('session-item');
  await items.first().waitFor();
  assert.equal(await items.count(), 2);
  const current = page.locator('[data-testid="session-item"][data-current="true"]');
  assert.equal(await current.count(), 1);
  const text = (await current.textContent()) ?? '';
  assert.match(text, /Headless Chrome on Linux/, 'the device in plain words');
  assert.match(text, /This device/);
  assert.match(text, /127\.0\.0\.\*/, 'the address with its last part hidden');
  assert.match(text, /just now|second|minute/, 'times are relative');
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `sessions page: axe found\n${formatViolations(violations)}`);
});

test("A signs B out; B's open page signs out at once, then B is asked to sign in again", async () => {
  const page = a.page;
  // B sits on a page with its realtime socket open (the bell says so).
  await b.page.goto(`${BASE_URL}/`);
  await b.page.locator('[data-testid="notification-bell"][data-live="true"]').waitFor();
  await page
    .locator('[data-testid="session-item"][data-current="false"]')
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await page.getByText('Session revoked').waitFor();
  await page.getByText('No other device is signed in to your account.').waitFor();
  assert.equal(await page.getByTestId('session-item').count(), 1);
  // Told over the socket: no reload, no click.
  await accountMenu(b.page).waitFor({ state: 'detached' });
  await b.page.getByRole('link', { name: 'Sign in' }).first().waitFor();

  await b.page.goto(`${BASE_URL}/user/profile`);
  assert.match(b.page.url(), /\/login\?return_to=\/user\/profile$/);
  assert.equal(await accountMenu(b.page).count(), 0);
});

test('delete account: the typed confirmation is required, then the member is signed out at home', async () => {
  const page = a.page;
  await page.goto(`${BASE_URL}/user/delete-account`);
  await page.getByRole('heading', { level: 1, name: 'Delete account' }).waitFor();
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `delete account page: axe found\n${formatViolations(violations)}`);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const error = page.getByTestId('error-confirmation');
  await error.waitFor();
  assert.equal(await error.textContent(), 'Type DELETE to confirm the deletion.');
  assert.equal(await apiSignInStatus(email, password), 200, 'nothing was deleted yet');

  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.getByText('Account deleted successfully').waitFor();
  await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  assert.equal(await accountMenu(page).count(), 0);
  // The stored user is cleared (redux-persist writes it out a moment later).
  await waitForExpression(page, `!(localStorage.getItem('persist:root') ?? '').includes('Silva')`);

  assert.equal(await apiSignInStatus(email, password), 401, 'the account is gone');
});
