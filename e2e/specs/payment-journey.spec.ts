import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../apps/api/src/db/database';
import { signInWithEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated } from '../lib/journey';
import { transactionIdIn as idIn, payOnSandbox as pay, planCard } from '../lib/sandbox-payment';

// Buying a plan through the built-in payment sandbox, as the demo member: Silver paid by card and
// approved on the sandbox's page (the success page waits for the API's confirmation, then the plan
// is the member's), then Gold through PayPal declined (the fail page, and the history says so).
// The demo data switches every gateway on (each served by the sandbox). The journey takes the
// bought plans away again in the server's database (DOMUS_E2E_DATA_DIR), so the specs after this
// one see the demo data as seeded.

const dataDir = process.env.DOMUS_E2E_DATA_DIR;
let handle: ReturnType<typeof openDatabase>;
let session: BrowserSession;
let page: Page;
const transactions: number[] = [];

before(async () => {
  assert.ok(dataDir, 'DOMUS_E2E_DATA_DIR names the data directory of the server under test');
  handle = openDatabase({ url: path.join(dataDir, 'domus.sqlite') });
  session = await openBrowser();
  page = session.page;
  await signInWithEmail(page, 'member@domus.local', 'Member@123');
});

after(async () => {
  await session?.close();
  if (!handle) return;
  if (transactions.length > 0) {
    await handle.db.deleteFrom('user_packages').where('payment_transaction_id', 'in', transactions).execute();
  }
  await handle.close();
});

const plan = (name: string) => planCard(page, name);
const payOnSandbox = (name: string, method: string) => pay(page, name, method);

function transactionIdIn(url: string): number {
  const id = idIn(url);
  transactions.push(id);
  return id;
}

test('a paid plan bought by card through the sandbox becomes the member’s', async () => {
  await payOnSandbox('Silver', 'Card (Stripe)');
  await Promise.all([
    page.waitForURL(/\/payment\/success\?payment_transaction_id=\d+/),
    page.getByRole('button', { name: 'Approve payment' }).click(),
  ]);
  transactionIdIn(page.url());
  // "Processing your payment…" until the API has the gateway's confirmation; never from the URL.
  await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 30_000 });
  await page.getByText('Your Silver plan is now active.').waitFor();
  await expectAccessible(page, 'the payment success page');

  await page.getByRole('link', { name: 'My subscriptions' }).click();
  await page.waitForURL(/\/user\/subscriptions$/);
  await page
    .getByTestId('subscriptions-active')
    .getByTestId('subscription')
    .filter({ has: page.getByRole('heading', { name: 'Silver' }) })
    .getByText('0 / 10 used, 10 left')
    .waitFor();

  await hydrated(page, '/subscription-plan');
  await page
    .getByTestId('my-plan')
    .filter({ has: page.getByRole('heading', { name: 'Silver' }) })
    .waitFor();
  assert.equal(await plan('Silver').count(), 0, 'Silver is no longer offered');
});

test('a declined PayPal payment lands on Payment failed and shows failed in the history', async () => {
  await payOnSandbox('Gold', 'PayPal');
  // The success page does not take the URL's word: for this still-pending payment it only says
  // it is processing.
  const answer = (await (await page.request.get(`${BASE_URL}/api/get_payment_details?limit=1`)).json()) as {
    data: Array<{ id: number; payment_status: string }>;
  };
  const pending = answer.data[0];
  assert.equal(pending?.payment_status, 'pending');
  const other = await session.context.newPage();
  await other.goto(`${BASE_URL}/payment/success?payment_transaction_id=${pending.id}`);
  await other
    .getByRole('status')
    .getByRole('heading', { level: 1, name: 'Processing your payment…' })
    .waitFor();
  await other.waitForTimeout(2_500);
  assert.equal(await other.getByRole('heading', { name: 'Payment successful' }).count(), 0);
  await other.close();

  await Promise.all([
    page.waitForURL(/\/payment\/fail\?payment_transaction_id=\d+/),
    page.getByRole('button', { name: 'Decline' }).click(),
  ]);
  const id = transactionIdIn(page.url());
  await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
  await page.getByRole('link', { name: 'Try again' }).waitFor();
  await expectAccessible(page, 'the payment fail page');

  await page.goto(`${BASE_URL}/user/transaction-history`);
  await page.getByRole('heading', { level: 1, name: 'Transaction history' }).waitFor();
  const rows = page.getByTestId('transaction');
  const declined = page.locator(`[data-testid="transaction"][data-id="${id}"]`);
  await declined.getByText('Failed').waitFor();
  await declined.getByText('Gold').waitFor();
  const bought = rows.filter({ hasText: 'Silver' }).first();
  await bought.getByText('Successful').waitFor();
  await expectAccessible(page, 'the transaction history');

  await bought.getByRole('link', { name: /^Receipt for transaction/ }).click();
  await page.getByTestId('receipt').waitFor();
  await page.getByRole('heading', { name: 'Payment receipt' }).first().waitFor();
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await expectAccessible(page, 'the receipt');
});
