import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { accountMenu, signInWithEmail, signOut, uniqueEmail, uniqueMobile } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { mailFilesTo, waitForMailedCode } from '../lib/mailbox';
import { writePng } from '../lib/png-fixture';
import { waitForExpression } from '../lib/wait';

// A new member, start to finish: register → the 6-digit code from the mail the product sent
// through SMTP → signed in and sent to complete the profile → a photo (a too-small one refused in
// the browser first), mobile and address → the profile is complete → sign out → sign in again
// with email and password.

let session: BrowserSession;
let page: Page;
const email = uniqueEmail('register');
const password = 'Journey-123';
const name = 'Maya Fernandes';

before(async () => {
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

async function expectAccessible(what: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${what}: axe found\n${formatViolations(violations)}`);
}

test('register, then the emailed code signs the new member in and asks for the profile', async () => {
  await page.goto(`${BASE_URL}/register`);
  const before = mailFilesTo(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify-email\?/);
  // A reload (like the mailed link opened in another tab) forgets all the register form knew:
  // the code alone has to sign the member in.
  await page.reload();
  await page.getByLabel('6-digit code').waitFor();

  const code = await waitForMailedCode(email, { after: before });
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.waitForURL(/\/user\/profile$/);
  await accountMenu(page).waitFor();

  const status = page.getByTestId('profile-status');
  await status.waitFor();
  assert.equal(await status.getAttribute('data-complete'), 'false');
  const missing = await status.getByRole('listitem').allTextContents();
  assert.deepEqual(missing, ['Mobile number', 'Profile photo', 'Address']);
  const emailField = page.getByTestId('profile-form').getByLabel(/^Email/);
  assert.equal(await emailField.inputValue(), email);
  assert.equal(
    await emailField.getAttribute('readonly'),
    '',
    'an email account cannot change its sign-in email',
  );
  await expectAccessible('profile page (incomplete)');
});

test('a photo under 120×120 is refused before upload; a good one, mobile and address complete the profile', async () => {
  const photoInput = page.locator('input[type="file"][name="profile"]');
  assert.equal(await photoInput.getAttribute('accept'), 'image/jpeg,image/png');
  await photoInput.setInputFiles(writePng(100, 100));
  const photoError = page.getByTestId('error-profile');
  await photoError.waitFor();
  assert.equal(await photoError.textContent(), 'Image must be at least 120x120 pixels');

  await photoInput.setInputFiles(writePng(160, 160, 'me.png'));
  await page.getByTestId('avatar-preview').waitFor();
  assert.equal(await photoError.count(), 0, 'the error goes once a good picture is chosen');

  await page.getByLabel(/^Mobile number/).fill(uniqueMobile());
  await page.getByLabel(/^Address/).fill('14 Carter Road, Bandra West');
  await page.getByLabel(/^City/).fill('Mumbai');
  await page.getByLabel(/^About me/).fill('Looking for a two-bedroom flat near the sea.');
  await page.getByRole('button', { name: 'Save profile' }).click();

  await page.getByText('Profile Updated Successfully').waitFor();
  const status = page.getByTestId('profile-status');
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="profile-status"]')?.getAttribute('data-complete') === 'true'`,
  );
  assert.equal(await status.textContent(), 'Your profile is complete.');
  const src = (await page.getByTestId('avatar-current').getAttribute('src')) ?? '';
  assert.match(src, /\/media\//, 'the photo shown is the stored upload');
  const stored = await fetch(src);
  assert.equal(stored.status, 200);
  assert.match(stored.headers.get('content-type') ?? '', /^image\/(png|jpeg)/);
  await expectAccessible('profile page (complete)');

  // The saved profile is what the next visit shows.
  await page.reload();
  await page.getByTestId('profile-form').waitFor();
  assert.equal(await page.getByTestId('profile-status').getAttribute('data-complete'), 'true');
  assert.equal(await page.getByLabel(/^City/).inputValue(), 'Mumbai');
});

test('sign out, then sign in again with email and password', async () => {
  await signOut(page);
  const response = await page.goto(`${BASE_URL}/user/profile`);
  assert.equal(response?.ok(), true);
  assert.match(page.url(), /\/login\?return_to=/, 'a signed-out visitor is asked to sign in');

  await signInWithEmail(page, email, password, '/login?return_to=/user/profile');
  await page.waitForURL(/\/user\/profile$/);
  assert.match((await accountMenu(page).textContent()) ?? '', new RegExp(name));
  await page.getByTestId('profile-form').waitFor();
  assert.equal(await page.getByTestId('profile-status').getAttribute('data-complete'), 'true');
});
