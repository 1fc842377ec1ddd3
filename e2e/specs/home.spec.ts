import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// Journey: a first-time visitor opens the home page, sees the shell and the catalogue sections with
// real pictures, switches to Arabic (right to left) and back, and the page stays accessible.

const arabic = JSON.parse(
  readFileSync(new URL('../../packages/shared/src/i18n/web-strings.ar.json', import.meta.url), 'utf8'),
) as Record<string, string>;

let session: BrowserSession;
let page: Page;

before(async () => {
  session = await openBrowser();
  page = session.page;
  const response = await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, 'the home page answers 200');
});

after(async () => {
  await session?.close();
});

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.fail(`timed out waiting for ${what}`);
}

type LoadedImage = { complete: boolean; naturalWidth: number; currentSrc: string };

/** Scrolls every picture of the cards into view (they load lazily) and waits until all decoded. */
async function expectCardImagesLoaded(cards: Locator, what: string): Promise<void> {
  const images = cards.locator('img');
  const count = await images.count();
  assert.ok(count > 0, `${what}: the cards have pictures`);
  for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
  await waitUntil(
    async () =>
      images.evaluateAll((imgs: LoadedImage[]) => imgs.every((img) => img.complete && img.naturalWidth > 0)),
    `${what}: every card picture to load`,
  );
}

test('the header has the logo link, the main navigation and the language switcher', async () => {
  const header = page.locator('body > div header').first();
  assert.ok(await header.isVisible());
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const hrefs = await nav
    .locator('a')
    .evaluateAll((links: Array<{ getAttribute(name: string): string | null }>) =>
      links.map((a) => a.getAttribute('href')),
    );
  assert.deepEqual(hrefs, ['/', '/properties', '/projects', '/agents', '/articles', '/faqs', '/contact-us']);
  assert.equal(await nav.locator('a[aria-current="page"]').getAttribute('href'), '/');
  assert.ok(await page.getByTestId('language-switcher').isVisible());
  assert.equal(await page.locator('a[href="#main-content"]').count(), 1, 'a skip link exists');
});

test('the hero has the heading, a search form and the slider', async () => {
  const hero = page.getByTestId('home-hero');
  assert.equal(await hero.locator('h1').count(), 1);
  assert.ok(((await hero.locator('h1').textContent()) ?? '').trim().length > 0);
  assert.equal(await hero.locator('form[action="/properties"] input[name="search"]').count(), 1);
  const carousel = page.getByTestId('hero-carousel');
  assert.ok(await carousel.isVisible(), 'the slider is shown');
  const first = carousel.locator('[aria-roledescription="slide"]:not([hidden]) img').first();
  await waitUntil(
    async () => first.evaluate((img: LoadedImage) => img.complete && img.naturalWidth > 0),
    'the first slide picture to load',
  );
});

test('categories show with names and counts', async () => {
  const links = page.locator('#categories [data-testid="category-link"]');
  assert.ok((await links.count()) > 0, 'at least one category');
  const href = await links.first().getAttribute('href');
  assert.match(href ?? '', /^\/categories\/[\w-]+$/);
});

test('featured and most-viewed sections show property cards with loaded pictures', async () => {
  for (const id of ['featured-properties', 'most-viewed-properties']) {
    const section = page.locator(`#${id}`);
    assert.equal(await section.count(), 1, `the ${id} section is on the page`);
    assert.ok(((await section.locator('h2').textContent()) ?? '').trim().length > 0);
    const cards = section.locator('[data-testid="property-card"]');
    assert.ok((await cards.count()) > 0, `${id} has cards`);
    const link = await cards.first().locator('a[href^="/properties-details/"]').getAttribute('href');
    assert.ok(link, `${id}: a card links to its property page`);
    assert.match((await cards.first().textContent()) ?? '', /\d/, `${id}: a card shows a price`);
    await expectCardImagesLoaded(cards, id);
  }
});

test('the footer has contacts and the legal links', async () => {
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  assert.ok(await footer.isVisible());
  assert.equal(await footer.locator('a[href="/privacy-policy"]').count(), 1);
  assert.equal(await footer.locator('a[href="/terms-and-conditions"]').count(), 1);
  assert.equal(await footer.locator('a[href="/contact-us"]').count(), 1);
});

test('axe finds no serious or critical violations (English)', async () => {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});

test('switching to Arabic renders right to left with translated strings', async () => {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByTestId('language-switcher').click();
  await page.locator('button[lang="ar"]').click();
  await waitForExpression(page, 'document.documentElement.dir === "rtl"');
  assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
  const homeLink = page.locator('header nav a[href="/"]');
  await waitUntil(
    async () => ((await homeLink.textContent()) ?? '').trim() === arabic.home,
    'the Arabic navigation',
  );

  // The choice survives a reload: the server renders Arabic from the cookie.
  await page.reload({ waitUntil: 'load' });
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  assert.equal(
    ((await page.getByTestId('home-hero').locator('h1').textContent()) ?? '').trim(),
    arabic.heroTitle,
  );
});

test('axe finds no serious or critical violations (Arabic)', async () => {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});

test('following a link shows the progress bar until the next page is there', async () => {
  await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
  // The bar arrives with the app runtime after hydration; it is not part of the first load.
  const bar = page.locator('[data-phase]');
  await bar.waitFor({ state: 'attached' });
  assert.equal(await bar.getAttribute('data-phase'), 'idle');
  // Hold the next page's data for a moment so the loading phase can be seen.
  await page.route('**/properties**', async (route) => {
    if (route.request().headers().rsc) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.locator('header nav a[href="/properties"]').first().click();
  await waitUntil(async () => (await bar.getAttribute('data-phase')) === 'loading', 'the bar loading');
  await page.waitForURL(`${BASE_URL}/properties`);
  await waitUntil(async () => (await bar.getAttribute('data-phase')) !== 'loading', 'the bar finishing');
  await page.unroute('**/properties**');
});
