import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { registerVerifiedAccount, signInWithEmail, uniqueEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// Favourites: a guest's heart asks them to sign in; a member saves a listing from its page, finds
// it under Favourites in their account, removes it there, and the list is empty again.

let session: BrowserSession;
let page: Page;
const email = uniqueEmail('favourites');
const password = 'Favourites-123';
let slug: string;
let title: string;

before(async () => {
  await registerVerifiedAccount('Noah Brandt', email, password);
  const list = (await (
    await fetch(`${BASE_URL}/api/get-property-list?property_type=sell&limit=1`)
  ).json()) as {
    data: { slug_id: string; title: string }[];
  };
  const first = list.data[0];
  assert.ok(first, 'the demo data has a listing for sale');
  ({ slug_id: slug, title } = first);
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

test('a guest’s heart opens the sign-in dialog', async () => {
  await page.goto(`${BASE_URL}/properties-details/${slug}`);
  const heart = page.getByTestId('favourite-button');
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');
  await heart.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.match((await dialog.textContent()) ?? '', /You have not logged in\. Please log in first/);
  await page.keyboard.press('Escape');
});

test('a member saves a listing, finds it in Favourites and removes it there', async () => {
  await signInWithEmail(page, email, password);
  await page.goto(`${BASE_URL}/properties-details/${slug}`);
  const heart = page.getByTestId('favourite-button');
  await heart.click();
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="favourite-button"]')?.getAttribute('aria-pressed') === 'true'`,
  );
  assert.equal((await heart.textContent())?.trim(), 'Saved');

  // The page as served to this member says so too.
  await page.reload();
  assert.equal(await page.getByTestId('favourite-button').getAttribute('aria-pressed'), 'true');

  await page.goto(`${BASE_URL}/user/favourites`);
  const list = page.getByTestId('favourites-list');
  await list.getByRole('heading', { name: title }).waitFor();
  await page.getByText('Saved listings: 1').waitFor();
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);

  // The card's own heart, named after the listing, is pressed; pressing it removes the favourite.
  const cardHeart = list.getByRole('button', { name: `Save ${title}` });
  assert.equal(await cardHeart.getAttribute('aria-pressed'), 'true');
  await cardHeart.click();
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="card-favourite-button"]')?.getAttribute('aria-pressed') === 'false'`,
  );
  await page.reload();
  await page.getByText('No favourites yet').waitFor();
});
