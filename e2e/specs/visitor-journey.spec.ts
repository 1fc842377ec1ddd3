import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// The visitor journey of issue 3, in one browser session and in order: home → search with three
// filters (URL updated, results match) → property page (gallery by keyboard, map) → a similar
// property → the agent's profile → an article → the contact form (a validation error, then
// success). axe on each page. The other specs cover each screen in depth; this one proves they
// connect the way a visitor moves through them.

let session: BrowserSession;
let page: Page;

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

async function mainNav(name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
}

interface ListItem {
  city: string | null;
  price: number;
}

/** The city with the most listings for sale, and a price ceiling that keeps about half of them. */
async function searchTarget(): Promise<{ city: string; maxPrice: number; expected: number }> {
  const response = await fetch(`${BASE_URL}/api/get-property-list?property_type=sell&limit=100`);
  const body = (await response.json()) as { data: ListItem[] };
  const byCity = new Map<string, number[]>();
  for (const p of body.data) if (p.city) byCity.set(p.city, [...(byCity.get(p.city) ?? []), p.price]);
  const [city, prices] = [...byCity.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  assert.ok(city && prices, 'the demo data has listings for sale with a city');
  const sorted = [...prices].sort((a, b) => a - b);
  const maxPrice = Math.ceil(sorted[Math.floor(sorted.length / 2)] ?? 0);
  const check = await fetch(
    `${BASE_URL}/api/get-property-list?${new URLSearchParams({ property_type: 'sell', city, max_price: String(maxPrice) })}`,
  );
  const { total } = (await check.json()) as { total: number };
  return { city, maxPrice, expected: total };
}

test('home page', async () => {
  const response = await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
  assert.equal(response?.status(), 200);
  await page.getByTestId('home-hero').waitFor();
  await expectAccessible('home');
});

test('search with three filters: the URL carries them and every result matches', async () => {
  const { city, maxPrice, expected } = await searchTarget();
  await mainNav('Properties');
  await page.waitForURL(/\/properties$/);
  const form = page.getByTestId('search-filters');
  await form.getByLabel('For sale').check();
  await form.getByLabel('City', { exact: true }).fill(city);
  await form.getByLabel(/^Maximum price/).fill(String(maxPrice));
  await form.getByRole('button', { name: 'Show results' }).click();
  await page.waitForURL((u) => u.searchParams.get('property_type') === 'sell' && u.searchParams.has('city'));
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('city'), city);
  assert.equal(url.searchParams.get('max_price'), String(maxPrice));
  // The address can show the filters a moment before the new results do (seen on a busy machine),
  // so wait for the count before judging it.
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="result-count"]')?.textContent?.match(/\\d+/)?.[0] === '${expected}'`,
  ).catch(() => undefined);
  const count = ((await page.getByTestId('result-count').textContent()) ?? '').match(/\d+/)?.[0];
  assert.equal(Number(count), expected, 'the page counts what the API finds for these filters');
  const cards = page.getByTestId('property-card');
  assert.equal(await cards.count(), Math.min(expected, 12));
  for (const text of await cards.allTextContents()) {
    assert.match(text, /For sale/);
    assert.ok(text.includes(city), `every card is in ${city}`);
  }
  await expectAccessible('search results');
});

test('a property page: the gallery by keyboard, and the map', async () => {
  // A premium listing opens its teaser for a guest (no gallery): take the first card that is not.
  const link = page
    .getByTestId('property-card')
    .filter({ hasNot: page.getByText('Premium', { exact: true }) })
    .first()
    .locator('a[href^="/properties-details/"]')
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await page.waitForURL(`**${href}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const opener = page.getByTestId('gallery-open').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('lightbox');
  await dialog.waitFor({ state: 'visible' });
  await page.keyboard.press('ArrowRight');
  assert.match((await page.getByTestId('lightbox-counter').textContent()) ?? '', /^Photo 2 of \d+$/);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await waitForExpression(page, 'document.activeElement?.getAttribute("data-testid") === "gallery-open"');
  await expectAccessible('property page');
  const map = page.getByTestId('listing-map');
  await map.scrollIntoViewIfNeeded();
  assert.ok(await map.isVisible(), 'the map shows');
});

test('a similar property, then its agent', async () => {
  const similar = page.getByTestId('similar').locator('a[href^="/properties-details/"]').first();
  const href = (await similar.getAttribute('href')) ?? '';
  await similar.click();
  await page.waitForURL(`**${href}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const owner = page.getByTestId('owner-link');
  const agentHref = (await owner.getAttribute('href')) ?? '';
  assert.match(agentHref, /^\/agents\/[^/]+$/);
  await owner.click();
  await page.waitForURL(`**${agentHref}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible('agent profile');
});

test('an article', async () => {
  await mainNav('Articles');
  await page.waitForURL(/\/articles$/);
  const first = page.getByTestId('article-card').first().locator('h3 a');
  const title = ((await first.textContent()) ?? '').trim();
  await first.click();
  await page.waitForURL(/\/articles\/[^/?]+$/);
  assert.equal(((await page.locator('h1').textContent()) ?? '').trim(), title);
  await expectAccessible('article');
});

test('the contact form: a validation error, then success', async () => {
  await mainNav('Contact us');
  await page.waitForURL(/\/contact-us$/);
  const form = page.getByTestId('contact-form');
  await page.getByLabel(/^First name/).fill('Grace');
  await page.getByLabel(/^Last name/).fill('Hopper');
  await page.getByLabel(/^Email/).fill('grace@example.com');
  await page.getByLabel(/^Subject/).fill('Viewing');
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.getByTestId('error-message').waitFor();
  assert.equal(await page.getByTestId('error-message').textContent(), 'Message is required');
  await expectAccessible('contact form with an error');
  await page.getByLabel(/^Message/).fill('Could I see the flat this week?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.locator('[data-sonner-toast]', { hasText: 'Contact request sent successfully' }).waitFor();
  assert.equal(await page.getByLabel(/^First name/).inputValue(), '', 'the form resets');
});
