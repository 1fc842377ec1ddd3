import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { accountMenu, uniqueMobile } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { smsCountTo, waitForSmsCode } from '../lib/sms-outbox';

// Phone sign-in: a number → the code the product sent by SMS (the outbox log stands in for the
// provider) with the resend countdown showing → signed in as a new member, sent to complete the
// profile, where the number is the one signed in with and cannot be changed.

let session: BrowserSession;
let page: Page;
const mobile = uniqueMobile();

before(async () => {
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

test('a code by SMS signs in with a phone number, with the resend countdown visible', async () => {
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('tab', { name: 'Phone number' }).click();
  const form = page.getByRole('form', { name: 'Phone number' });
  const sent = smsCountTo(mobile);
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByRole('button', { name: 'Send code' }).click();

  const countdown = page.getByTestId('otp-countdown');
  await countdown.waitFor();
  const text = (await countdown.textContent()) ?? '';
  const [, minutes, seconds] = /in (\d+):(\d{2})/.exec(text) ?? [];
  assert.ok(minutes !== undefined && seconds !== undefined, `a countdown is shown: "${text}"`);
  const left = Number(minutes) * 60 + Number(seconds);
  assert.ok(left > 100 && left <= 120, `about two minutes to wait, got ${left} s`);
  assert.equal(await page.getByRole('button', { name: 'Resend code' }).isDisabled(), true);
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `phone sign-in: axe found\n${formatViolations(violations)}`);

  const code = await waitForSmsCode(mobile, { after: sent });
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL(/\/user\/profile$/);
  await accountMenu(page).waitFor();
});

test('the new phone member completes the profile around the number they signed in with', async () => {
  const form = page.getByTestId('profile-form');
  await form.waitFor();
  const mobileField = form.getByLabel(/^Mobile number/);
  assert.equal(await mobileField.inputValue(), mobile);
  assert.equal(await mobileField.getAttribute('readonly'), '', 'the sign-in number is locked');
  await page.getByText('You sign in with this number, so it cannot be changed here.').waitFor();
  const missing = await page.getByTestId('profile-status').getByRole('listitem').allTextContents();
  assert.deepEqual(missing, ['Name', 'Email', 'Profile photo', 'Address']);

  // Sending without the required fields shows the API's own words next to them.
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByTestId('error-name').waitFor();
  assert.equal(await page.getByTestId('error-name').textContent(), 'Name is required');
  assert.equal(await page.getByTestId('error-email').textContent(), 'Email is required');
  assert.equal(await page.evaluate('document.activeElement?.getAttribute("name")'), 'name');

  await form.getByLabel(/^Name/).fill('Arjun Mehta');
  await form.getByLabel(/^Email/).fill(`arjun-${mobile.slice(-6)}@example.com`);
  await form.getByLabel(/^Address/).fill('3 Residency Road, Bengaluru');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Profile Updated Successfully').waitFor();
  const missingAfter = await page.getByTestId('profile-status').getByRole('listitem').allTextContents();
  assert.deepEqual(missingAfter, ['Profile photo']);
  assert.match(
    (await accountMenu(page).textContent()) ?? '',
    /Arjun Mehta/,
    'the header follows the new name',
  );
});
