import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// Journey through the content and tool pages: articles, agents (tabs), the contact form (errors,
// then success), the mortgage calculator and the area converter computing as you type, the helpful
// 404, sitemap.xml and robots.txt. axe on every page: no serious or critical violations.

let session: BrowserSession;
let page: Page;

before(async () => {
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

async function open(path: string, status = 200): Promise<void> {
  const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  assert.equal(response?.status(), status, `${path} answers ${status}`);
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}

async function expectAccessible(what: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${what}: axe found\n${formatViolations(violations)}`);
}

async function expectSeo(path: string): Promise<void> {
  assert.ok((await page.title()).length > 0, `${path}: a title`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  assert.ok(description && description.length > 10, `${path}: a meta description`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  assert.ok(canonical?.startsWith('http'), `${path}: an absolute canonical URL`);
  assert.ok(await page.locator('meta[property="og:title"]').count(), `${path}: Open Graph`);
}

test('article list → article page', async () => {
  await open('/articles');
  await expectSeo('/articles');
  assert.equal(await page.locator('h1').textContent(), 'Articles');
  const cards = page.getByTestId('article-card');
  assert.ok((await cards.count()) > 0, 'articles are listed');
  await expectAccessible('/articles');
  const tabs = page.getByRole('navigation', { name: 'Article categories' });
  assert.equal(await tabs.locator('[aria-current="page"]').textContent(), 'All');

  const firstLink = cards.first().locator('h3 a');
  const title = (await firstLink.textContent())?.trim() ?? '';
  await firstLink.click();
  await page.waitForURL(/\/articles\/[^/?]+$/);
  assert.equal((await page.locator('h1').textContent())?.trim(), title, 'the article page shows the article');
  assert.ok(await page.getByTestId('article').isVisible());
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  assert.ok(
    jsonLd.some((s) => s.includes('"Article"')),
    'Article JSON-LD',
  );
  await expectSeo('article');
  await expectAccessible('article page');
});

test('agent list → agent profile with properties and projects tabs', async () => {
  await open('/agents');
  await expectSeo('/agents');
  const cards = page.getByTestId('agent-card');
  assert.ok((await cards.count()) > 0, 'agents are listed');
  await expectAccessible('/agents');
  // A member agent (the operator may come first).
  const link = cards.locator('a[href^="/agents/"]:not([href="/agents/admin"])').first();
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await page.waitForURL(/\/agents\/[^/?]+$/);
  assert.ok((await page.locator('h1').textContent())?.includes(name), 'the profile shows the agent');
  const propertiesTab = page.getByTestId('agent-tab-properties');
  assert.equal(await propertiesTab.getAttribute('aria-current'), 'page');
  await expectAccessible('agent profile, properties');

  await page.getByTestId('agent-tab-projects').click();
  await page.waitForURL(/\?tab=projects$/);
  assert.equal(await page.getByTestId('agent-tab-projects').getAttribute('aria-current'), 'page');
  // Guests cannot open projects: the count and a way to the plans instead.
  const locked = page.getByTestId('projects-locked');
  if (await locked.count()) {
    assert.ok(await locked.getByRole('link', { name: 'See subscription plans' }).isVisible());
  }
  await expectAccessible('agent profile, projects');

  // The helpful 404 page, marked noindex. (Its status is 200: the root loading.tsx starts the
  // stream before the page can say "not found".)
  await page.goto(`${BASE_URL}/agents/no-such-agent-here`, { waitUntil: 'load' });
  assert.ok(await page.getByTestId('not-found').isVisible());
  assert.match(
    await page
      .locator('meta[name="robots"]')
      .evaluateAll((els: Array<{ getAttribute(n: string): string | null }>) =>
        els.map((e) => e.getAttribute('content')).join(' '),
      ),
    /noindex/,
  );
});

test('contact form: validation messages, then success toast and reset', async () => {
  await open('/contact-us');
  await expectSeo('/contact-us');
  await expectAccessible('/contact-us');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  const firstError = page.getByTestId('error-first_name');
  await firstError.waitFor();
  assert.equal(await firstError.textContent(), 'Name is required');
  assert.equal(await page.getByTestId('error-email').textContent(), 'Email is required');
  assert.equal(await page.getByTestId('error-subject').textContent(), 'Subject is required');
  assert.equal(await page.getByTestId('error-message').textContent(), 'Message is required');
  const firstName = page.getByLabel(/^First name/);
  assert.equal(await firstName.getAttribute('aria-invalid'), 'true');
  const describedBy = await firstName.getAttribute('aria-describedby');
  assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), 'Name is required');
  assert.equal(
    await page.evaluate(
      () =>
        (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document
          .activeElement?.id,
    ),
    await firstName.getAttribute('id'),
    'focus moves to the first error',
  );
  await expectAccessible('/contact-us with errors');

  await firstName.fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^Email/).fill('not-an-address');
  await page.getByLabel(/^Subject/).fill('A visit');
  await page.getByLabel(/^Message/).fill('May I visit on Saturday?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.getByTestId('error-email').waitFor();
  assert.equal(await page.getByTestId('error-email').textContent(), 'Email address is invalid');

  await page.getByLabel(/^Email/).fill('ada@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Contact request sent successfully' });
  await toast.waitFor();
  assert.equal(await firstName.inputValue(), '', 'the form resets');
  assert.equal(await page.getByTestId('error-first_name').count(), 0);
});

test('mortgage calculator computes as you type', async () => {
  await open('/mortgage-calculator');
  await expectSeo('/mortgage-calculator');
  const monthly = page.getByTestId('mortgage-monthly');
  // The contract's example: 100,000 with 20,000 down at 6.5 % over 20 years → 596.46 a month.
  assert.match((await monthly.textContent()) ?? '', /596\.46/);
  await page.getByTestId('mortgage-loan_term_years').fill('30');
  await waitFor(async () => !((await monthly.textContent()) ?? '').includes('596.46'), 'the new payment');
  assert.match((await monthly.textContent()) ?? '', /505\.65/);
  assert.ok(await page.getByRole('img', { name: /principal/i }).isVisible(), 'the chart is there');
  await page.getByTestId('mortgage-loan_amount').fill('');
  await page.getByTestId('mortgage-invalid').waitFor();
  await page.getByTestId('mortgage-loan_amount').fill('100000');
  await monthly.waitFor();
  // A down payment above the loan is named as the problem, not taken for a missing loan amount.
  await page.getByTestId('mortgage-down_payment').fill('150000');
  assert.equal(
    await page.getByTestId('mortgage-invalid').textContent(),
    'The down payment must be less than the loan amount.',
  );
  await page.getByTestId('mortgage-down_payment').fill('20000');
  await monthly.waitFor();
  // Guests are told why the schedule is locked, with the way to the plans.
  await page.getByTestId('mortgage-schedule-button').click();
  const locked = page.getByTestId('schedule-locked');
  await locked.waitFor();
  assert.ok(await locked.getByRole('link', { name: 'See subscription plans' }).isVisible());
  await expectAccessible('/mortgage-calculator');
});

test('area converter converts every unit as you type', async () => {
  await open('/area-converter');
  await expectSeo('/area-converter');
  await page.getByTestId('area-unit').selectOption('hectare');
  await page.getByTestId('area-value').fill('2');
  await waitFor(async () => (await page.getByTestId('area-sq_m').textContent()) === '20,000', '2 ha in m²');
  assert.equal(await page.getByTestId('area-acre').textContent(), '4.9421076');
  assert.ok((await page.getByTestId('area-table').locator('tbody tr').count()) >= 10, 'all units at once');
  await expectAccessible('/area-converter');
});

test('FAQs, legal pages and projects render with their states', async () => {
  await open('/faqs');
  const faq = page.getByTestId('faq-list').locator('details').first();
  await faq.locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.equal(await faq.getAttribute('open'), '', 'a question opens by keyboard');
  await expectAccessible('/faqs');
  // The operator's text for each page (web-settings) is what the page shows, not the empty state.
  const answer = (await (await fetch(`${BASE_URL}/api/web-settings`)).json()) as {
    data: Record<string, unknown>;
  };
  const settings = answer.data;
  const legal = {
    '/privacy-policy': 'privacy_policy',
    '/terms-and-conditions': 'terms_conditions',
    '/about-us': 'about_us',
  };
  for (const [path, setting] of Object.entries(legal)) {
    await open(path);
    const words = String(settings[setting])
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ');
    assert.ok(words.length > 20, `${setting} has real text in the demo data`);
    const shown = ((await page.getByTestId('legal-body').textContent()) ?? '').replace(/\s+/g, ' ');
    assert.ok(shown.includes(words.slice(0, 6).join(' ')), `${path} shows the operator's text`);
    await expectSeo(path);
    await expectAccessible(path);
  }
  await open('/projects?type=upcoming');
  await expectSeo('/projects');
  await expectAccessible('/projects');
  await open('/projects?search=zzzz-no-such-project');
  await page.getByTestId('state-empty').getByRole('link', { name: 'Clear all filters' }).waitFor();
});

test('the projects filter form leaves the fields left empty out of the URL', async () => {
  await open('/projects');
  await page.getByLabel('Project status').selectOption('upcoming');
  await Promise.all([
    page.waitForURL(/\/projects\?/),
    page.getByRole('button', { name: 'Show results' }).click(),
  ]);
  await page.waitForLoadState('load');
  assert.equal(new URL(page.url()).search, '?type=upcoming', 'only the filter set');
});

test('/favicon.ico is a real icon', async () => {
  const response = await fetch(`${BASE_URL}/favicon.ico`);
  assert.equal(response.status, 200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // An ICO file starts with reserved 0, type 1 (icon) and at least one image.
  assert.deepEqual([...bytes.slice(0, 4)], [0, 0, 1, 0], 'the ICO header');
  assert.ok((bytes[4] ?? 0) > 0, 'at least one image');
});

test('an unknown route shows the helpful 404 with status 404', async () => {
  await open('/this/page/does-not-exist', 404);
  const box = page.getByTestId('not-found');
  assert.equal(await box.locator('h1').textContent(), 'Page not found');
  assert.ok(await box.getByRole('searchbox').isVisible(), 'a search box');
  assert.ok(await box.getByRole('link', { name: 'Back to home' }).isVisible());
  await expectAccessible('404');
});

test('sitemap.xml lists listings and pages; robots.txt points to it', async () => {
  const sitemap = await fetch(`${BASE_URL}/sitemap.xml`);
  assert.equal(sitemap.status, 200);
  const xml = await sitemap.text();
  assert.match(xml, /<loc>[^<]+\/properties-details\/[^<]+<\/loc>/, 'a property URL');
  for (const path of [
    '/articles/',
    '/agents/',
    '/categories/',
    '/cities/',
    '/project-details/',
    '/contact-us',
  ]) {
    assert.ok(xml.includes(path), `sitemap has ${path}`);
  }
  const robots = await fetch(`${BASE_URL}/robots.txt`);
  assert.equal(robots.status, 200);
  const text = await robots.text();
  assert.match(text, /Disallow: \/api\//);
  assert.match(text, /Disallow: \/user/);
  assert.match(text, /Sitemap: \S+\/sitemap\.xml/);
});
