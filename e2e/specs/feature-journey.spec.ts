import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../apps/api/src/db/database';
import { refreshPropertyDerived } from '../../apps/api/src/modules/listings/listing-derived.repository';
import { operatorToken, signInWithEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated } from '../lib/journey';
import { payOnSandbox, planCard, transactionIdIn } from '../lib/sandbox-payment';

// Featuring a listing, as the demo member: Silver bought through the sandbox (two featured
// listings), one listing featured in the List placement — My advertisements shows it pending, and
// once approved it is labelled "Sponsored" in the home page's featured section — and another
// requested for the Slider, pending until approved, then a sponsored slide on the home slider.
// The demo settings approve ads by hand (no auto-approval), so the journey approves through the
// operators' API (admin/advertisements/{id}/approve, which announces the change to every cache;
// the console's screen has a spec of its own). Everything it created is taken away again afterwards.

const dataDir = process.env.DOMUS_E2E_DATA_DIR;
let handle: ReturnType<typeof openDatabase>;
let session: BrowserSession;
let page: Page;
const transactions: number[] = [];
const featured: { list?: string; slider?: string } = {};

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
  const db = handle.db;
  if (transactions.length > 0) {
    const bought = await db
      .selectFrom('user_packages')
      .select('id')
      .where('payment_transaction_id', 'in', transactions)
      .execute();
    const ids = bought.map((r) => r.id);
    if (ids.length > 0) {
      const ads = await db
        .selectFrom('advertisements')
        .select('property_id')
        .where('user_package_id', 'in', ids)
        .execute();
      await db.deleteFrom('advertisements').where('user_package_id', 'in', ids).execute();
      const listings = ads.map((a) => a.property_id).filter((id): id is number => id !== null);
      if (listings.length > 0) await refreshPropertyDerived(db, new Date(), listings);
    }
    await db.deleteFrom('user_packages').where('payment_transaction_id', 'in', transactions).execute();
  }
  await handle.close();
});

/** The operator approves the listing's latest advertisement (§4.6: approved and enabled). */
async function approveLatestAdOf(title: string): Promise<void> {
  const ad = await handle.db
    .selectFrom('advertisements as a')
    .innerJoin('properties as p', 'p.id', 'a.property_id')
    .select('a.id')
    .where('p.title', '=', title)
    .orderBy('a.id', 'desc')
    .executeTakeFirstOrThrow();
  const response = await fetch(`${BASE_URL}/api/admin/advertisements/${ad.id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken()}`, 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(response.status, 200, `the operator approves advertisement ${ad.id}`);
}

/** Reloads the home page until `check` holds: the caches live a few seconds in the e2e server. */
async function homeUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.goto(`${BASE_URL}/`);
    if (await check()) return;
    assert.ok(Date.now() < deadline, `the home page shows ${what}`);
    await page.waitForTimeout(1_000);
  }
}

function myProperty(title: string) {
  return page
    .getByTestId('my-property')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Features the first eligible listing on My properties in `placement`; returns its title. */
async function featureOne(placement: 'List' | 'Slider'): Promise<string> {
  await hydrated(page, '/user/my-properties');
  const row = page
    .getByTestId('my-property')
    .filter({ has: page.getByTestId('feature-listing') })
    .first();
  const title = ((await row.locator('h2').textContent()) ?? '').trim();
  assert.ok(title, 'the demo member has a listing that can be featured');
  await row.getByRole('button', { name: `Feature ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Feature “${title}”` });
  await dialog.waitFor();
  // The choice starts on List, focused; the length comes from the Silver plan.
  assert.equal(await dialog.getByRole('radio', { name: /^List/ }).isChecked(), true);
  await dialog.getByText('Runs 30 days, paid by one featured-listing unit of your Silver package.').waitFor();
  await expectAccessible(page, 'the feature dialog');
  if (placement === 'Slider') {
    // Escape closes it without featuring; the button opens it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: `Feature ${title}` }).click();
    await dialog.waitFor();
  }
  await dialog.getByRole('radio', { name: new RegExp(`^${placement}`) }).check();
  await Promise.all([
    page.waitForURL(/\/user\/advertisement$/),
    dialog.getByRole('button', { name: 'Feature listing' }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: 'My advertisements' }).waitFor();
  return title;
}

/** The listing's newest advertisement (the list is newest first; earlier ads may have ended). */
function adRow(title: string) {
  return page
    .getByTestId('advertisement')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();
}

test('the demo member buys Silver through the sandbox and sees its featured listings', async () => {
  await payOnSandbox(page, 'Silver', 'Card (Stripe)');
  await Promise.all([
    page.waitForURL(/\/payment\/success\?payment_transaction_id=\d+/),
    page.getByRole('button', { name: 'Approve payment' }).click(),
  ]);
  transactions.push(transactionIdIn(page.url()));
  await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 30_000 });
  await hydrated(page, '/subscription-plan');
  const mine = page.getByTestId('my-plan').filter({ has: page.getByRole('heading', { name: 'Silver' }) });
  await mine.getByText('Feature properties: 2').waitFor();
  await mine.getByText('0 of 2 used').first().waitFor();
  assert.equal(await planCard(page, 'Silver').count(), 0, 'Silver is no longer offered');
});

test('a listing featured in the list: pending in My advertisements, then Sponsored on the home page', async () => {
  const title = await featureOne('List');
  featured.list = title;
  const row = adRow(title);
  await row.getByText('List', { exact: true }).waitFor();
  await row.getByText('Pending').waitFor();
  await expectAccessible(page, 'My advertisements');

  // My properties: the listing shows its advertisement and is no longer offered for featuring.
  await hydrated(page, '/user/my-properties');
  await myProperty(title).getByTestId('ad-state').getByText('Pending').waitFor();
  assert.equal(await myProperty(title).getByTestId('feature-listing').count(), 0);

  await approveLatestAdOf(title);
  const card = page.locator('#featured-properties').getByTestId('property-card').filter({ hasText: title });
  await homeUntil(async () => (await card.count()) > 0, `${title} among the featured`);
  await card.first().getByText('Sponsored').waitFor();

  await hydrated(page, '/user/advertisement');
  await adRow(title).getByText('Approved').waitFor();
});

test('a slider request stays pending until approved, then is a sponsored slide', async () => {
  const title = await featureOne('Slider');
  featured.slider = title;
  const row = adRow(title);
  await row.getByText('Slider', { exact: true }).waitFor();
  await row.getByText('Pending').waitFor();

  await approveLatestAdOf(title);
  // Slides other than the current one are hidden: find it among all, then show it.
  const slides = page.getByTestId('hero-carousel').locator('[aria-roledescription="slide"]');
  const slide = slides.filter({ has: page.getByTestId('slide-sponsored') }).filter({ hasText: title });
  await homeUntil(async () => (await slide.count()) > 0, `${title} as a sponsored slide`);
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Pause slides' }).click();
  for (let i = 0; i < 25 && !(await slide.first().isVisible()); i++) {
    await page.getByRole('button', { name: 'Next slide' }).click();
  }
  await slide.first().getByText('Sponsored').waitFor();
  await slide.first().getByText(title, { exact: true }).waitFor();
  await expectAccessible(page, 'the home page with a sponsored slide');
});
