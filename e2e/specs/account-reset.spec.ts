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
import { mailFilesTo, waitForResetLink } from '../lib/mailbox';

// Password reset across two browsers: A is signed in; in B the member asks for a reset link,
// follows the link from the mail and chooses a new password. Every session of the account ends
// there: A's member pages ask it to sign in and the API refuses its cookie. The new password signs
// in; the old one no longer does.

let a: BrowserSession;
let b: BrowserSession;
const email = uniqueEmail('reset');
const oldPassword = 'Before-123';
const newPassword = 'After-4567';

twoBrowsersOfNewAccount({ name: 'Lena Okafor', email, password: oldPassword }, (first, second) => {
  a = first;
  b = second;
});

test('browser A signs in', async () => {
  await signInWithEmail(a.page, email, oldPassword);
  const response = await a.page.request.get(`${BASE_URL}/api/get-sessions`);
  assert.equal(response.status(), 200, "A's cookie is a live session");
});

test('browser B: forgot password → the link from the mail → a new password', async () => {
  const page = b.page;
  await page.goto(`${BASE_URL}/forgot-password`);
  const before = mailFilesTo(email);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for this email, a reset link has been sent').waitFor();

  const link = await waitForResetLink(email, { after: before });
  assert.ok(link.startsWith(`${BASE_URL}/reset-password?token=`), `the link points at this site: ${link}`);
  await page.goto(link);
  let violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `reset page: axe found\n${formatViolations(violations)}`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('Password updated. Please sign in').waitFor();
  violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `reset done: axe found\n${formatViolations(violations)}`);

  // The link was for one use.
  await page.goto(link);
  await page.getByLabel('New password').fill('Third-8910');
  await page.getByLabel('Confirm password').fill('Third-8910');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('This reset link is invalid or has expired').first().waitFor();
});

test("browser A's session ended with the reset", async () => {
  const response = await a.page.request.get(`${BASE_URL}/api/get-sessions`);
  assert.equal(response.status(), 401);
  await a.page.goto(`${BASE_URL}/user/sessions`);
  assert.match(a.page.url(), /\/login\?return_to=\/user\/sessions$/, 'a member page asks A to sign in');
  assert.equal(await accountMenu(a.page).count(), 0, 'the header no longer shows A as signed in');
});

test('the new password signs in, the old one does not', async () => {
  assert.equal(await apiSignInStatus(email, oldPassword), 401);
  await signInWithEmail(a.page, email, newPassword, '/login?return_to=/user/sessions');
  // The profile is not complete yet, so signing in leads there first.
  await a.page.waitForURL(`${BASE_URL}/user/profile`);
  await a.page.goto(`${BASE_URL}/user/sessions`);
  const sessions = a.page.getByTestId('session-item');
  await sessions.first().waitFor();
  assert.equal(await sessions.count(), 1, 'only the new session is alive');
  assert.equal(await sessions.first().getAttribute('data-current'), 'true');
});
