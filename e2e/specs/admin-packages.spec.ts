import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { operatorToken, signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// The admin console's packages and payment gateways as the demo operator: the form refuses an
// empty package with the schema's words next to the fields; a new package shows on the public
// plans page with its price, and a new price shows there at once. Members meet the 404 page. The
// package is deleted at the end (nobody bought it), so later journeys see the plans as seeded.

let admin: BrowserSession;
let page: Page;
const name = `E2E plan ${randomBytes(3).toString('hex')}`;
let createdId: number | null = null;

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  if (createdId !== null) {
    const response = await fetch(`${BASE_URL}/api/admin/packages/${createdId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await operatorToken()}` },
    });
    assert.equal(response.status, 200);
  }
  await admin?.close();
});

async function expectAccessible(): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
}

async function hydrated(): Promise<void> {
  // The app runtime's progress bar is there once the page is hydrated and its buttons work.
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
}

/** The plans page as a guest sees it: the card of our package, and its price text. */
async function publicPrice(): Promise<string> {
  const guest = await openBrowser();
  try {
    await guest.page.goto(`${BASE_URL}/subscription-plan`);
    const card = guest.page.getByTestId('plan').filter({ has: guest.page.getByRole('heading', { name }) });
    await card.waitFor();
    return (await card.textContent()) ?? '';
  } finally {
    await guest.close();
  }
}

test('a member meets the 404 page at /admin/packages', async () => {
  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, 'member@domus.local', 'Member@123');
    for (const path of ['/admin/packages', '/admin/packages/new', '/admin/payment-gateways']) {
      await member.page.goto(`${BASE_URL}${path}`);
      await member.page.getByTestId('not-found').waitFor();
      assert.equal(await member.page.getByRole('heading', { name: 'Packages' }).count(), 0);
    }
  } finally {
    await member.close();
  }
});

test('the operator creates a package, which the plans page shows with its price', async () => {
  await page.goto(`${BASE_URL}/admin/packages`);
  await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
  await expectAccessible();
  await page.getByRole('link', { name: 'New package' }).click();
  await page.getByRole('heading', { level: 1, name: 'New package' }).waitFor();
  await hydrated();

  // Nothing filled in: the shared schema's messages next to their fields, focus on the first.
  await page.getByRole('button', { name: 'Create package' }).click();
  await page.getByTestId('error-name').waitFor();
  assert.equal(await page.getByTestId('error-name').textContent(), 'Name is required');
  assert.equal(await page.getByTestId('error-features').textContent(), 'Choose at least one feature');
  assert.equal(await page.evaluate("document.activeElement?.getAttribute('name')"), 'name');
  await expectAccessible();

  const form = page.getByTestId('package-form');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Price/).fill('12.34');
  await form.getByLabel('Duration', { exact: true }).fill('7');
  const posting = page.getByTestId('feature-row-property_list');
  await posting.getByRole('checkbox', { name: 'Post properties', exact: true }).check();
  // A counted feature without its limit is refused on its row.
  await page.getByRole('button', { name: 'Create package' }).click();
  await page.getByTestId('error-feature-property_list').waitFor();
  await posting.getByRole('textbox', { name: /Limit/ }).fill('4');
  await page
    .getByTestId('feature-row-premium_properties')
    .getByRole('checkbox', { name: 'Premium properties', exact: true })
    .check();
  await page.getByRole('button', { name: 'Create package' }).click();

  await page.waitForURL((url) => url.pathname === '/admin/packages');
  const row = page.getByTestId('admin-package-row').filter({ hasText: name });
  await row.waitFor();
  assert.match((await row.getByTestId('admin-package-price').textContent()) ?? '', /12\.34/);
  createdId = Number((await row.getByRole('link').getAttribute('href'))?.split('/').pop());
  assert.ok(createdId > 0, 'the new package links to its form');

  const card = await publicPrice();
  assert.match(card, /12\.34/);
  assert.match(card, /7 days/);
});

test('the operator changes the price, and the plans page shows the new one', async () => {
  assert.ok(createdId, 'the package of the previous journey');
  await page.goto(`${BASE_URL}/admin/packages/${createdId}`);
  await page.getByRole('heading', { level: 1, name: `Edit package: ${name}` }).waitFor();
  await hydrated();
  await expectAccessible();
  const form = page.getByTestId('package-form');
  await form.getByLabel(/^Price/).fill('15.75');
  await page.getByRole('button', { name: 'Save package' }).click();
  await page.getByText('Package updated').waitFor();

  const card = await publicPrice();
  assert.match(card, /15\.75/);
  assert.doesNotMatch(card, /12\.34/);
});

test('the gateways page names the server facts and never a secret', async () => {
  await page.goto(`${BASE_URL}/admin/payment-gateways`);
  await page.getByRole('heading', { level: 1, name: 'Payment gateways' }).waitFor();
  await page
    .getByTestId('gateways-facts')
    .getByText(/Sandbox mode is on/)
    .waitFor();
  const stripe = page.getByTestId('gateway-stripe');
  assert.match(
    (await stripe.getByTestId('gateway-secrets').textContent()) ?? '',
    /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/,
  );
  assert.match((await stripe.textContent()) ?? '', /\/api\/webhooks\/stripe/);
  await expectAccessible();
});
