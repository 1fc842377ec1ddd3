import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiSignIn,
  operatorToken,
  registerVerifiedAccount,
  signInWithEmail,
  uniqueEmail,
} from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// An access refusal met on the profile form opens the access dialog instead of a field error: the
// member has the profile open when an operator deactivates the account; saving is refused with
// ACCOUNT_DEACTIVATED and the "Opps!" dialog says so in the spec's words.

let session: BrowserSession;
let page: Page;
const email = uniqueEmail('access');
const password = 'Access-123';

before(async () => {
  await registerVerifiedAccount('Noor Haddad', email, password);
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

test('saving the profile of an account deactivated meanwhile opens the access dialog', async () => {
  await signInWithEmail(page, email, password);
  await page.waitForURL(`${BASE_URL}/user/profile`);
  const form = page.getByTestId('profile-form');
  await form.waitFor();

  const { userId } = await apiSignIn(email, password);
  const deactivated = await fetch(`${BASE_URL}/api/admin/user-status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, status: false }),
  });
  assert.equal(deactivated.status, 200, 'the operator deactivated the account');

  await form.getByLabel(/^About me/).fill('Saved after the operator stepped in?');
  await form.getByLabel(/^Mobile number/).fill('+919812345670');
  await form.getByLabel(/^Address/).fill('7 Marine Drive, Kochi');
  await page.getByRole('button', { name: 'Save profile' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.match((await dialog.textContent()) ?? '', /Opps!/);
  assert.match((await dialog.textContent()) ?? '', /Your Account have been Deactivetd by Admin/);
  assert.equal(await page.getByTestId('error-mobile').count(), 0, 'not shown as a field error');
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `access dialog: axe found\n${formatViolations(violations)}`);
});
