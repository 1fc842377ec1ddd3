import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { registerVerifiedAccount, signInWithEmail, uniqueEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated } from '../lib/journey';

// The personalised feed: a member tells the site what they look for (category, price, type, city)
// on /user/personalised-feed, sees the listing that matches there and in "Recommended for you"
// on the home page, and a listing elsewhere stays out of both. Clearing brings the prompt back.

interface Listing {
  title: string;
  slug_id: string;
  city: string;
  price: number;
  property_type: 'sell' | 'rent';
  is_premium: boolean;
  category: { id: number; category: string };
}

let session: BrowserSession;
let page: Page;
let wanted: Listing;
let other: Listing;
const email = uniqueEmail('feed');
const password = 'Feed-12345';

before(async () => {
  await registerVerifiedAccount('Mira Feed', email, password);
  const list = (await (await fetch(`${BASE_URL}/api/get-property-list?limit=60`)).json()) as {
    data: Listing[];
  };
  const found = list.data.find((p) => !p.is_premium);
  assert.ok(found, 'the demo data has a listing that is not premium');
  wanted = found;
  const elsewhere = list.data.find((p) => p.city.toLowerCase() !== wanted.city.toLowerCase());
  assert.ok(elsewhere, 'the demo data has listings in another city');
  other = elsewhere;
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

test('a new member is invited from home to set their interests', async () => {
  await signInWithEmail(page, email, password);
  await hydrated(page, '/');
  const prompt = page.getByTestId('recommended-prompt');
  await prompt.waitFor();
  assert.equal(await prompt.getByRole('link').getAttribute('href'), '/user/personalised-feed');
});

test('saving interests shows the matching listing in the feed and on home, not the other', async () => {
  await hydrated(page, '/user/personalised-feed');
  const form = page.getByRole('form', { name: 'Your interests' });
  await page.getByTestId('recommendations-empty').waitFor();

  // Nothing chosen: the API's own message, before anything is sent.
  await form.getByRole('button', { name: 'Save interests' }).click();
  assert.equal(
    (await page.getByTestId('error-category_ids').textContent())?.trim(),
    'Please fill all fields',
  );

  await form.getByRole('checkbox', { name: wanted.category.category, exact: true }).check();
  await form.getByLabel('Minimum price').fill(String(wanted.price));
  await form.getByLabel('Maximum price').fill(String(wanted.price));
  await form
    .getByRole('checkbox', { name: wanted.property_type === 'sell' ? 'For sale' : 'For rent' })
    .check();
  await form.getByLabel('City', { exact: false }).fill(wanted.city.toUpperCase());
  await form.getByRole('button', { name: 'Save interests' }).click();

  const results = page.getByTestId('recommendations-list');
  await results.getByRole('link', { name: wanted.title }).first().waitFor();
  assert.equal(await results.getByRole('link', { name: other.title, exact: true }).count(), 0);
  await expectAccessible(page, 'personalised feed');

  // The saved interests come back with the page.
  await page.reload();
  await page.getByTestId('recommendations-list').getByRole('link', { name: wanted.title }).first().waitFor();
  assert.equal(await form.getByLabel('City', { exact: false }).inputValue(), wanted.city.toUpperCase());

  await hydrated(page, '/');
  const section = page.locator('#recommended-properties');
  await section.getByRole('link', { name: wanted.title }).first().waitFor();
  assert.equal(await section.getByRole('link', { name: other.title, exact: true }).count(), 0);
  assert.equal(
    await section.getByRole('link', { name: /View all/ }).getAttribute('href'),
    '/user/personalised-feed',
  );
});

test('clearing the interests empties the feed and brings the home prompt back', async () => {
  await hydrated(page, '/user/personalised-feed');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByTestId('recommendations-empty').waitFor();
  await hydrated(page, '/');
  await page.getByTestId('recommended-prompt').waitFor();
  assert.equal(await page.locator('#recommended-properties').count(), 0);
});

test('a guest is sent to sign in, and their home page has no member section', async () => {
  const guest = await openBrowser();
  try {
    await guest.page.goto(`${BASE_URL}/user/personalised-feed`);
    await guest.page.waitForURL(/\/login\?return_to=/);
    await guest.page.goto(`${BASE_URL}/`);
    assert.equal(await guest.page.getByTestId('recommended-prompt').count(), 0);
    assert.equal(await guest.page.locator('#recommended-properties').count(), 0);
  } finally {
    await guest.close();
  }
});
