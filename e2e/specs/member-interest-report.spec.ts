import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiSignIn, registerVerifiedAccount, signInWithEmail, uniqueEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// On a property page a member marks interest (the lister then sees them) and reports the listing:
// the report form says what is missing in the spec's words, takes "Other" with the member's own
// words, and the page remembers the report.

let session: BrowserSession;
let page: Page;
const email = uniqueEmail('interest');
const password = 'Interest-123';
let agentToken: string;
let listing: { id: number; slug_id: string };

before(async () => {
  await registerVerifiedAccount('Maya Ortiz', email, password);
  const agent = await apiSignIn('agent@domus.local', 'Agent@123');
  assert.ok(agent.token && agent.userId, 'the demo agent signs in');
  agentToken = agent.token;
  const own = (await (
    await fetch(`${BASE_URL}/api/get_property?userid=${agent.userId}&property_type=sell&limit=1`)
  ).json()) as { data: { id: number; slug_id: string }[] };
  const first = own.data[0];
  assert.ok(first, 'the demo agent has a listing for sale');
  listing = first;
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

test('a member marks interest and the lister sees them', async () => {
  await signInWithEmail(page, email, password);
  await page.goto(`${BASE_URL}/properties-details/${listing.slug_id}`, { waitUntil: 'load' });
  const interest = page.getByTestId('interest-button');
  await interest.click();
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="interest-button"]')?.getAttribute('aria-pressed') === 'true'`,
  );
  const seen = (await (
    await fetch(`${BASE_URL}/api/get_interested_users?property_id=${listing.id}`, {
      headers: { authorization: `Bearer ${agentToken}` },
    })
  ).json()) as { data: { name: string; email: string }[] };
  assert.ok(
    seen.data.some((u) => u.name === 'Maya Ortiz' && u.email === email),
    'the lister sees the interested member',
  );
});

test('the report form says what is missing, then takes the member’s own words', async () => {
  await page.getByTestId('report-button').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByRole('heading', { name: 'Report this listing' }).waitFor();
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);

  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.getByText('Please select a reason first').waitFor();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.getByText('Please write your reason').waitFor();
  await dialog.getByLabel('Tell us what is wrong').fill('The photos show a different house.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await page.getByTestId('report-button').textContent())?.trim(), 'Reported');

  await page.reload();
  assert.equal(await page.getByTestId('report-button').isDisabled(), true);
  assert.equal(await page.getByTestId('interest-button').getAttribute('aria-pressed'), 'true');
});
