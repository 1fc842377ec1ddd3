import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../apps/api/src/db/database';
import { apiSignIn, operatorToken, signInWithEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, guestSees, hydrated } from '../lib/journey';

// The admin console's payments and advertisements as the demo operator: a pending payment of the
// demo member marked failed with a reason (the dialog first refuses an empty one), Gold assigned
// by hand to the demo member (who then holds it and sees it in the history), and two of the
// member's featured listings: one approved (sponsored on the home page at once), one rejected with
// a reason. The member's payment and ads are made through the API with the member's own session,
// as the app would. Afterwards the journey ends the approved ad through the admin API and takes the
// assigned plan away in the server's database (DOMUS_E2E_DATA_DIR), so the specs after this one
// see the demo data as seeded.

const dataDir = process.env.DOMUS_E2E_DATA_DIR;
const MEMBER = 'member@domus.local';
let handle: ReturnType<typeof openDatabase>;
let admin: BrowserSession;
let member: BrowserSession;
let page: Page;
let memberToken: string;
const assigned: number[] = [];
const approvedAds: number[] = [];

interface Envelope<T> {
  error: boolean;
  message: string;
  code?: string;
  data: T;
}

async function api<T>(call: string, token: string, body?: Record<string, unknown>): Promise<Envelope<T>> {
  const response = await fetch(`${BASE_URL}/api/${call}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const parsed = (await response.json()) as Envelope<T>;
  assert.ok(response.ok, `${call} answered ${response.status}: ${parsed.message}`);
  return parsed;
}

before(async () => {
  assert.ok(dataDir, 'DOMUS_E2E_DATA_DIR names the data directory of the server under test');
  handle = openDatabase({ url: path.join(dataDir, 'domus.sqlite') });
  const signedIn = await apiSignIn(MEMBER, 'Member@123');
  assert.ok(signedIn.token, 'the demo member signs in');
  memberToken = signedIn.token;
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
  member = await openBrowser();
  await signInWithEmail(member.page, MEMBER, 'Member@123');
});

after(async () => {
  if (approvedAds.length > 0) {
    const token = await operatorToken();
    for (const id of approvedAds) await api(`admin/advertisements/${id}/expire`, token, {});
  }
  await admin?.close();
  await member?.close();
  if (!handle) return;
  if (assigned.length > 0) {
    await handle.db.deleteFrom('user_packages').where('payment_transaction_id', 'in', assigned).execute();
  }
  await handle.close();
});

/** A screenshot to look at, when E2E_SCREENSHOTS names a folder for them. */
async function shot(on: Page | ReturnType<Page['locator']>, name: string, fullPage = false): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const file = path.join(dir, `${name}.png`);
  await ('goto' in on ? on.screenshot({ path: file, fullPage }) : on.screenshot({ path: file }));
}

async function packageId(name: string): Promise<number> {
  const { data } = await api<{ id: number; name: string }[]>('get-package', memberToken);
  const found = data.find((p) => p.name === name);
  assert.ok(found, `the ${name} package is on sale`);
  return found.id;
}

async function openConsole(at: string, heading: string): Promise<void> {
  await hydrated(page, at);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

test('a pending payment is marked failed with a reason', async () => {
  const intent = await api<{ payment_intent: { payment_transaction_id: number } }>(
    'create-payment-intent',
    memberToken,
    { package_id: await packageId('Silver'), platform_type: 'web', payment_gateway: 'Stripe' },
  );
  const id = intent.data.payment_intent.payment_transaction_id;

  await openConsole(
    `/admin/transactions?status=pending&search=${encodeURIComponent(MEMBER)}`,
    'Transactions',
  );
  const row = page.locator(`[data-testid="transaction-row"][data-id="${id}"]`);
  await row.getByText('Pending').waitFor();
  await expectAccessible(page, 'the transactions screen');
  await shot(page, 'e2e-tx-pending', true);

  await row.getByRole('button', { name: `Mark transaction #${id} failed` }).click();
  const dialog = page.getByTestId('mark-failed-dialog');
  await dialog.getByRole('button', { name: 'Mark failed' }).click();
  await dialog.getByRole('alert').getByText('Please write the reason').waitFor();
  await expectAccessible(page, 'the mark-failed dialog');
  await shot(page, 'e2e-tx-dialog');
  await dialog.getByLabel('Reason').fill('The card was never charged; the buyer asked to cancel.');
  await dialog.getByRole('button', { name: 'Mark failed' }).click();
  // No longer pending: it leaves this view, and the member's history says it failed.
  await row.waitFor({ state: 'detached' });
  await openConsole(`/admin/transactions?search=${encodeURIComponent(MEMBER)}`, 'Transactions');
  await page.locator(`[data-testid="transaction-row"][data-id="${id}"]`).getByText('Failed').waitFor();
  await hydrated(member.page, '/user/transaction-history');
  await member.page
    .locator(`[data-testid="transaction"][data-id="${id}"]`)
    .getByText(/failed/i)
    .waitFor();
});

test('a package assigned by hand is the member’s at once, and in their history', async () => {
  await openConsole('/admin/transactions', 'Transactions');
  const form = page.getByTestId('assign-package-form');
  await form.getByRole('button', { name: 'Assign package' }).click();
  await form.getByText("Please enter the member's email or account number").waitFor();
  await form.getByLabel('Member').fill(MEMBER);
  await form.getByLabel('Package').selectOption({ label: 'Gold' });
  await form.getByLabel('Reason').fill('Compensation for the outage of 20 November.');
  await form.getByRole('button', { name: 'Assign package' }).click();
  await form.getByRole('status').getByText('The package has been assigned.').waitFor();
  const row = page
    .getByTestId('transaction-row')
    .filter({ hasText: MEMBER })
    .filter({ hasText: 'Assigned by hand' })
    .first();
  await row.getByText('Gold').waitFor();
  assigned.push(Number(await row.getAttribute('data-id')));
  await expectAccessible(page, 'the transactions screen after an assignment');
  await shot(page, 'e2e-tx-assigned', true);

  await hydrated(member.page, '/subscription-plan');
  await member.page
    .getByTestId('my-plan')
    .filter({ has: member.page.getByRole('heading', { name: 'Gold' }) })
    .waitFor();
  await hydrated(member.page, '/user/transaction-history');
  await member.page
    .locator(`[data-testid="transaction"][data-id="${assigned[0]}"]`)
    .getByText('Gold')
    .waitFor();
  await shot(member.page, 'e2e-member-history', true);
});

test('approving a featured listing sponsors it on the home page; another is rejected with a reason', async () => {
  // Two of the member's own listings featured with the units of the plan just assigned.
  const { data: mine } = await api<
    { id: number; slug_id: string; title: string; is_feature_available: boolean }[]
  >('get-added-properties?limit=50', memberToken);
  const [first, second] = mine.filter((p) => p.is_feature_available);
  assert.ok(first && second, 'two listings of the member can be featured');
  const ads: number[] = [];
  for (const listing of [first, second]) {
    const { data } = await api<{ id: number; status: number }>('store_advertisement', memberToken, {
      feature_for: 'property',
      property_id: listing.id,
    });
    assert.equal(data.status, 1, 'waits for review');
    ads.push(data.id);
  }
  const guest = await openBrowser();
  try {
    const sponsored = (on: Page) =>
      on
        .locator('#featured-properties [data-testid="property-card"]')
        .filter({ has: on.locator(`a[href="/properties-details/${first.slug_id}"]`) })
        .filter({ hasText: 'Sponsored' });
    await guest.page.goto(`${BASE_URL}/`);
    assert.equal(await sponsored(guest.page).count(), 0, 'not sponsored while pending');

    await openConsole('/admin/advertisements', 'Advertisements');
    const item = (id: number) => page.locator(`[data-testid="ad-item"][data-id="${id}"]`);
    await item(ads[0] as number).waitFor();
    await expectAccessible(page, 'the advertisements screen');
    await shot(page, 'e2e-ads-pending', true);
    await item(ads[0] as number)
      .getByRole('button', { name: `Approve the advertisement of ${first.title}` })
      .click();
    approvedAds.push(ads[0] as number);
    await item(ads[0] as number).waitFor({ state: 'detached' });
    await guestSees(
      guest.page,
      '/',
      async (on) => (await sponsored(on).count()) > 0,
      'the approved ad is sponsored',
    );
    await shot(guest.page.locator('#featured-properties'), 'e2e-home-sponsored');

    await item(ads[1] as number)
      .getByRole('button', { name: `Reject the advertisement of ${second.title}` })
      .click();
    const dialog = page.getByTestId('reject-dialog');
    await dialog.getByRole('button', { name: 'Reject advertisement' }).click();
    await dialog.getByRole('alert').getByText('Please write the reason for the rejection').waitFor();
    await expectAccessible(page, 'the reject dialog');
    const reason = 'The photos do not show this home. Please feature it again with its own photos.';
    await dialog.getByLabel('Reason for the rejection').fill(reason);
    await dialog.getByRole('button', { name: 'Reject advertisement' }).click();
    await item(ads[1] as number).waitFor({ state: 'detached' });

    await openConsole('/admin/advertisements?status=rejected', 'Advertisements');
    await item(ads[1] as number)
      .getByText(`Rejection reason: ${reason}`)
      .waitFor();
    // The owner reads the reason beside the rejected ad in My advertisements.
    await member.page.goto(`${BASE_URL}/user/advertisement`);
    await member.page.getByTestId('ad-reject-reason').filter({ hasText: reason }).first().waitFor();
    await openConsole('/admin/advertisements?status=approved', 'Advertisements');
    await item(ads[0] as number)
      .getByText('Sponsored now')
      .waitFor();
    await item(ads[0] as number)
      .getByRole('button', { name: `Pause the advertisement of ${first.title}` })
      .waitFor();
    await shot(page, 'e2e-ads-approved', true);
  } finally {
    await guest.close();
  }
});
