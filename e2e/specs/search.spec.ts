import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// Journey: a visitor goes from the home page to the search, narrows it with three filters from the
// form (the URL carries them, every card matches), goes back, pages through the results, opens a
// category landing page and a city page, meets a 404 for an unknown category, and every page stays
// accessible. The map beside the list loads on demand and shows the page's listings offline.

interface ListItem {
  city: string | null;
  price: number;
  property_type: string;
  category: { category: string; slug_id: string } | null;
}

let session: BrowserSession;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  session = await openBrowser();
  page = session.page;
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});

after(async () => {
  await session?.close();
});

async function api<T>(call: string): Promise<{ data: T; total: number }> {
  const response = await fetch(`${BASE_URL}/api/${call}`);
  assert.equal(response.status, 200, `${call} answers 200`);
  return (await response.json()) as { data: T; total: number };
}

async function expectAccessible(what: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${what}: axe found\n${formatViolations(violations)}`);
}

/** "$97.80K" → 97800: the card's abbreviated amount back to a number (rounding aside). */
function amountOf(text: string): number {
  const match = text.replace(/[,\s]/g, '').match(/([\d.]+)([KMB])?/i);
  assert.ok(match, `a price in "${text}"`);
  const scale = { K: 1e3, M: 1e6, B: 1e9 }[(match[2] ?? '').toUpperCase() as 'K' | 'M' | 'B'] ?? 1;
  return Number(match[1]) * scale;
}

async function cardTexts(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((nodes: Array<{ textContent: string | null }>) =>
    nodes.map((n) => n.textContent ?? ''),
  );
}

async function headHref(selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute('href');
}

test('home → search with three filters from the form; every card matches; back restores', async () => {
  // The city with the most rentals, and a ceiling that keeps some of them.
  const rentals = await api<ListItem[]>('get-property-list?property_type=rent&limit=100');
  const counts = new Map<string, number>();
  for (const p of rentals.data) if (p.city) counts.set(p.city, (counts.get(p.city) ?? 0) + 1);
  const [city] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  assert.ok(city, 'the demo data has rentals with a city');
  const prices = rentals.data
    .filter((p) => p.city === city)
    .map((p) => p.price)
    .sort((a, b) => a - b);
  const maxPrice = Math.ceil(prices[Math.floor(prices.length / 2)] ?? 0);
  const expected = prices.filter((p) => p <= maxPrice).length;

  await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Properties' })
    .click();
  await page.waitForURL(/\/properties$/);
  const total = Number(((await page.getByTestId('result-count').textContent()) ?? '').match(/\d+/)?.[0]);
  assert.ok(total > 12, 'the unfiltered search lists every listing over several pages');
  await expectAccessible('/properties');

  const form = page.getByTestId('search-filters');
  await form.getByLabel('For rent').check();
  await form.getByLabel('City', { exact: true }).fill(city);
  await form.getByLabel(/^Maximum price/).fill(String(maxPrice));
  await form.getByRole('button', { name: 'Show results' }).click();
  // The form sends every field; the page answers with the tidy URL (no empty fields).
  await page.waitForURL((u) => u.searchParams.get('property_type') === 'rent' && !u.search.includes('=&'));

  const url = new URL(page.url());
  assert.equal(url.pathname, '/properties');
  assert.equal(url.searchParams.get('property_type'), 'rent');
  assert.equal(url.searchParams.get('city'), city);
  assert.equal(url.searchParams.get('max_price'), String(maxPrice));
  assert.deepEqual([...url.searchParams.keys()].sort(), ['city', 'max_price', 'property_type']);

  const count = ((await page.getByTestId('result-count').textContent()) ?? '').match(/\d+/)?.[0];
  assert.equal(Number(count), expected, 'the count is the API total for these filters');
  const cards = page.getByTestId('property-card');
  assert.equal(await cards.count(), Math.min(expected, 12));
  for (const text of await cardTexts(cards)) {
    assert.match(text, /For rent/, 'every card is a rental');
    assert.ok(text.includes(city), `every card is in ${city}: ${text}`);
  }
  const amounts = await page
    .getByTestId('property-card')
    .locator('p.text-lg bdi')
    .evaluateAll((nodes: Array<{ textContent: string | null }>) => nodes.map((n) => n.textContent ?? ''));
  for (const amount of amounts) assert.ok(amountOf(amount) <= maxPrice * 1.01, `${amount} ≤ ${maxPrice}`);

  // Chips for the filters in force, each removable.
  const chips = page.getByTestId('active-filters');
  await chips.getByRole('link', { name: `Remove filter: City: ${city}` }).waitFor();
  await expectAccessible('/properties with filters');

  await page.goBack();
  await page.waitForURL(/\/properties$/);
  // The page re-renders right after the URL changes: wait for the unfiltered form.
  await waitForExpression(page, `document.querySelector('#f-city')?.value === ''`);
  assert.equal(await form.getByLabel('City', { exact: true }).inputValue(), '');
  assert.ok(await form.getByLabel('Any').isChecked());
  const back = ((await page.getByTestId('result-count').textContent()) ?? '').match(/\d+/)?.[0];
  assert.equal(Number(back), total, 'back restores the unfiltered results');
});

test('pagination: real page links with rel prev/next', async () => {
  await page.goto(`${BASE_URL}/properties`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  const firstTitles = await cardTexts(page.getByTestId('property-card').locator('h3'));
  assert.equal(await headHref('link[rel="next"]'), '/properties?page=2');
  assert.equal(await headHref('link[rel="canonical"]'), `${BASE_URL}/properties`);

  await page
    .getByRole('navigation', { name: 'Pages of results' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await page.waitForURL(/page=2/);
  const nav = page.getByRole('navigation', { name: 'Pages of results' });
  await nav.locator('[aria-current="page"]', { hasText: /^2$/ }).waitFor();
  await nav.getByRole('link', { name: 'Previous page' }).waitFor();
  const secondTitles = await cardTexts(page.getByTestId('property-card').locator('h3'));
  assert.equal(secondTitles.length, 12);
  assert.ok(!secondTitles.some((t) => firstTitles.includes(t)), 'page 2 shows other listings');
  // What crawlers get: the server-rendered head of page 2.
  await page.reload({ waitUntil: 'load' });
  assert.equal(await headHref('link[rel="canonical"]'), `${BASE_URL}/properties?page=2`);
  assert.equal(await headHref('link[rel="prev"]'), '/properties');
});

test('the map beside the list loads on demand and shows the listings (tiles offline)', async () => {
  await page.goto(`${BASE_URL}/properties`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  const map = page.getByTestId('listing-map');
  await map.scrollIntoViewIfNeeded();
  const leaflet = map.getByTestId('leaflet-map');
  await leaflet.locator('.leaflet-marker-icon').first().waitFor();
  assert.ok((await leaflet.locator('.leaflet-marker-icon').count()) > 0, 'markers or clusters are drawn');
  assert.equal(await leaflet.getAttribute('aria-label'), 'Map of these listings');
  await expectAccessible('/properties with the map');
  assert.deepEqual(pageErrors, [], 'no script errors');
});

test('a refused filter shows the API message with a way out', async () => {
  await page.goto(`${BASE_URL}/properties?min_price=10&max_price=1`, { waitUntil: 'load' });
  const error = page.getByTestId('search-error');
  await error.waitFor();
  assert.match((await error.textContent()) ?? '', /max_price/);
  await error.getByRole('link', { name: 'Clear all filters' }).waitFor();

  await page.goto(`${BASE_URL}/properties?search=zzzznothingmatches`, { waitUntil: 'load' });
  const empty = page.getByTestId('no-results');
  await empty.waitFor();
  await empty.getByRole('link', { name: 'Clear all filters' }).click();
  await page.waitForURL(/\/properties$/);
});

test('categories and a category landing page', async () => {
  await page.goto(`${BASE_URL}/categories`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: 'All categories' }).waitFor();
  await expectAccessible('/categories');
  const link = page.getByTestId('category-link').first();
  const name = ((await link.locator('span.font-semibold').textContent()) ?? '').trim();
  await link.click();
  await page.waitForURL(/\/categories\/[^/]+$/);
  const path = new URL(page.url()).pathname;
  assert.equal((await page.locator('h1').textContent())?.trim(), name);
  assert.equal(await headHref('link[rel="canonical"]'), `${BASE_URL}${path}`);
  const crumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
  assert.ok(
    crumbs.some((c) => c.includes('"BreadcrumbList"') && c.includes(name)),
    'BreadcrumbList JSON-LD',
  );
  const cards = page.getByTestId('property-card');
  assert.ok((await cards.count()) > 0);
  for (const text of await cardTexts(cards)) assert.ok(text.includes(name), `every card is a ${name}`);
  await expectAccessible(path);
});

test('cities and a city page', async () => {
  await page.goto(`${BASE_URL}/cities`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  await expectAccessible('/cities');
  const link = page.getByTestId('city-link').first();
  const city = ((await link.locator('span.text-lg').textContent()) ?? '').trim();
  await link.click();
  await page.waitForURL(/\/cities\/[^/]+$/);
  assert.equal((await page.locator('h1').textContent())?.trim(), `Properties in ${city}`);
  const cards = page.getByTestId('property-card');
  assert.ok((await cards.count()) > 0);
  for (const text of await cardTexts(cards)) assert.ok(text.includes(city), `every card is in ${city}`);
  await expectAccessible(new URL(page.url()).pathname);
});

test('an unknown category or city is not found (and not indexed)', async () => {
  for (const path of ['/categories/no-such-category', '/cities/No%20Such%20City']) {
    const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    assert.ok(response, `${path} answers`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // Pages stream behind the app's loading boundary, so Next answers 404 only when it can still
    // set the status; either way crawlers are told not to index it.
    const robots = await page.locator('meta[name="robots"]').first().getAttribute('content');
    assert.ok(response.status() === 404 || /noindex/.test(robots ?? ''), `${path}: 404 or noindex`);
  }
});

test('the home page links (most viewed) and the Arabic search page', async () => {
  await page.goto(`${BASE_URL}/properties?most_viewed=1`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  assert.equal(await page.locator('#f-sort').inputValue(), 'most_viewed');
  await page
    .getByTestId('active-filters')
    .getByRole('link', { name: 'Remove filter: Sort by: Most viewed' })
    .waitFor();
  assert.match(await page.title(), /^Properties for sale and rent/);

  await session.context.addCookies([{ name: 'domus_lang', value: 'ar', url: BASE_URL }]);
  try {
    await page.goto(`${BASE_URL}/properties?property_type=rent`, { waitUntil: 'load' });
    await waitForExpression(page, 'document.documentElement.dir === "rtl"');
    await page.locator('h1').first().waitFor();
    assert.equal(
      await page.getByTestId('search-filters').getByRole('button').last().textContent(),
      'عرض النتائج',
    );
    await expectAccessible('/properties in Arabic');
  } finally {
    await session.context.clearCookies({ name: 'domus_lang' });
  }
});

test('the filter form is a plain GET form; what it sends is answered with the tidy URL', async () => {
  await page.goto(`${BASE_URL}/properties`, { waitUntil: 'load' });
  const form = page.getByTestId('search-filters');
  assert.equal(await form.getAttribute('action'), '/properties');
  assert.notEqual((await form.getAttribute('method')) ?? 'get', 'post');
  // Exactly what a browser without script submits: every field, most of them empty.
  const sent = `search=&property_type=sell&category=&city=&state=&country=&min_price=&max_price=&posted_since=&sort=`;
  const response = await fetch(`${BASE_URL}/properties?${sent}`, { redirect: 'manual' });
  // A redirect status when Next can still set one, else (the page streams behind the app's loading
  // boundary) a meta refresh, which needs no script either.
  const target =
    response.status >= 300 && response.status < 400
      ? response.headers.get('location')
      : ((await response.text()).match(/http-equiv="refresh" content="\d+;url=([^"]+)"/)?.[1] ?? null);
  assert.ok(target, `redirects (status ${response.status})`);
  assert.equal(new URL(target.replace(/&amp;/g, '&'), BASE_URL).search, '?property_type=sell');
});

test('on a phone: the hero search lands on results, and the folded filters open and apply', async () => {
  const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
  try {
    const p = phone.page;
    await p.goto(`${BASE_URL}/`, { waitUntil: 'load' });
    const hero = p.getByTestId('home-hero');
    await hero.locator('input[name="search"]').fill('Villa');
    await hero.locator('input[name="search"]').press('Enter');
    await p.waitForURL(/\/properties\?search=Villa$/);
    await p
      .getByTestId('active-filters')
      .getByRole('link', { name: 'Remove filter: Keyword: “Villa”' })
      .waitFor();
    assert.ok((await p.getByTestId('property-card').count()) > 0, 'the keyword finds listings');

    const form = p.getByTestId('search-filters');
    assert.equal(await form.isVisible(), false, 'the filters start folded on a phone');
    await p.locator('aside > details > summary').click();
    await form.getByLabel('For sale').check();
    await form.getByRole('button', { name: 'Show results' }).click();
    await p.waitForURL(
      (u) => u.searchParams.get('property_type') === 'sell' && u.searchParams.get('search') === 'Villa',
    );
    await p.locator('h1').first().waitFor();
    for (const text of await cardTexts(p.getByTestId('property-card'))) assert.match(text, /For sale/);
  } finally {
    await phone.close();
  }
});
