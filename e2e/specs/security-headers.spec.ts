import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// The pages' Content-Security-Policy: a fresh nonce per response, carried by every script in the
// HTML (Next's own, the inline payloads and the JSON-LD), and no violation while a visitor walks
// home → search → property page with everything interactive working (client navigation, the
// gallery's lightbox, the map).

let session: BrowserSession;
let page: Page;
const consoleCspErrors: string[] = [];

before(async () => {
  session = await openBrowser();
  page = session.page;
  // A string, not a function: these specs compile without the DOM's types.
  await session.context.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
    });
  `);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleCspErrors.push(message.text());
  });
});

after(async () => {
  await session?.close();
});

function nonceOf(policy: string | null): string {
  const nonce = policy?.match(/'nonce-([^']+)'/)?.[1];
  assert.ok(nonce, `the policy carries a nonce: ${policy}`);
  return nonce;
}

async function expectNoViolations(where: string): Promise<void> {
  const seen = (await page.evaluate('window.__cspViolations')) as string[];
  assert.deepEqual(seen, [], `${where}: securitypolicyviolation events`);
  assert.deepEqual(consoleCspErrors, [], `${where}: CSP errors in the console`);
}

test('every page response has a CSP with a new nonce, and every script in the HTML carries it', async () => {
  const list = await fetch(`${BASE_URL}/api/get-property-list?limit=1`);
  const slug = ((await list.json()) as { data: { slug_id: string }[] }).data[0]?.slug_id;
  assert.ok(slug, 'the demo data has a listing');
  const nonces = new Set<string>();
  for (const path of ['/', '/properties', `/properties-details/${slug}`, '/faqs']) {
    const response = await fetch(`${BASE_URL}${path}`);
    assert.equal(response.status, 200, path);
    const policy = response.headers.get('content-security-policy');
    const nonce = nonceOf(policy);
    nonces.add(nonce);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]) {
      assert.ok(policy?.includes(directive), `${path}: ${directive}`);
    }
    assert.match(policy ?? '', /script-src [^;]*'strict-dynamic'/, `${path}: scripts only by nonce`);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    assert.ok(scripts.length > 0, `${path}: has scripts`);
    for (const tag of scripts)
      assert.ok(tag.includes(`nonce="${nonce}"`), `${path}: ${tag} carries the nonce`);
    if (path !== '/') {
      assert.ok(
        scripts.some((tag) => tag.includes('application/ld+json')),
        `${path}: JSON-LD is among the stamped scripts`,
      );
    }
  }
  assert.equal(nonces.size, 4, 'a new nonce for every response');
});

test('home → search → property page: everything runs, nothing is blocked', async () => {
  const response = await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
  nonceOf(response?.headers()['content-security-policy'] ?? null);
  await page.getByTestId('home-hero').waitFor();
  await expectNoViolations('home');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Properties' })
    .click();
  await page.waitForURL(/\/properties$/);
  const form = page.getByTestId('search-filters');
  await form.getByLabel('For sale').check();
  await form.getByRole('button', { name: 'Show results' }).click();
  await page.waitForURL((u) => u.searchParams.get('property_type') === 'sell');
  await page.getByTestId('property-card').first().waitFor();
  await expectNoViolations('search');

  const link = page.getByTestId('property-card').first().locator('a[href^="/properties-details/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await page.waitForURL(`**${href}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The gallery's lightbox is a client island: it opening proves the page hydrated.
  await page.getByTestId('gallery-open').first().click();
  await page.getByTestId('lightbox').waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  const map = page.getByTestId('listing-map');
  await map.scrollIntoViewIfNeeded();
  assert.ok(await map.isVisible(), 'the map shows');
  await page.waitForLoadState('networkidle');
  await expectNoViolations('property page');

  // A full load of the property page too (the first visit of a shared link).
  await page.reload({ waitUntil: 'load' });
  await page.getByTestId('gallery-open').first().click();
  await page.getByTestId('lightbox').waitFor({ state: 'visible' });
  await expectNoViolations('property page, loaded directly');
});
