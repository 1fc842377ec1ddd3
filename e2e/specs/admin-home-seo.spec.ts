import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { operatorToken, signInWithEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { pngBytes } from '../lib/png-fixture';

// The console's homepage and SEO pages as the demo operator: the French home page's SEO title shows
// in the French home's <title>; a hidden/reordered homepage section is followed by the home page;
// a link slider created on the sliders screen shows on it. Everything is put back at the end for later journeys.

let admin: BrowserSession;
let page: Page;
const suffix = randomBytes(3).toString('hex');
const frenchTitle = `Maisons E2E ${suffix}`;
const link = `https://example.com/e2e-offer-${suffix}`;
let sliderId: number | null = null;

/** An operator API call; the answer's body as the tests read it. */
// biome-ignore lint/suspicious/noExplicitAny: API answers read field by field in the tests
async function api(method: string, call: string, body?: unknown): Promise<{ status: number; body: any }> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${await operatorToken()}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(`${BASE_URL}/api/${call}`, init);
  return { status: res.status, body: await res.json() };
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`timed out waiting for ${what}`);
}

let arrangement: { section: string; shown: boolean; title: string | null }[] = [];

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
  arrangement = (await api('GET', 'admin/homepage-sections')).body.data;
});

after(async () => {
  if (sliderId !== null) await api('DELETE', `admin/sliders/${sliderId}`);
  await api('PATCH', 'admin/homepage-sections', {
    sections: arrangement.map((s) => ({ ...s, title: s.title ?? '' })),
  });
  await api('PATCH', 'admin/seo-settings/home', { language_code: 'fr' });
  await admin?.close();
});

/** A guest reading in French (the language cookie the server renders from). */
async function frenchGuest() {
  const guest = await openBrowser();
  const { hostname } = new URL(BASE_URL);
  await guest.page.context().addCookies([{ name: 'domus_lang', value: 'fr', domain: hostname, path: '/' }]);
  return guest;
}

test("the operator sets the French home page's SEO title; the French home's <title> shows it", async () => {
  await page.goto(`${BASE_URL}/admin/seo?lang=fr`);
  await page.getByRole('heading', { level: 1, name: 'SEO' }).waitFor();
  const form = page.getByTestId('seo-form-home');
  await form.getByLabel('Meta title').fill(frenchTitle);
  await form.getByText(`${frenchTitle.length} characters`).waitFor();
  await form.getByRole('button', { name: 'Save page' }).click();
  await waitUntil(
    async () => (await api('GET', 'admin/seo-settings?language_code=fr')).body.data[0].title === frenchTitle,
    'the saved title',
  );
  const guest = await frenchGuest();
  try {
    await guest.page.goto(`${BASE_URL}/`);
    assert.equal(await guest.page.title(), frenchTitle);
  } finally {
    await guest.close();
  }
});

test('the operator hides a section and moves another first; the home page follows', async () => {
  await page.goto(`${BASE_URL}/admin/homepage-sections`);
  await page.getByRole('heading', { level: 1, name: 'Homepage sections' }).waitFor();
  const faqs = page.getByTestId('section-faq_section');
  // Up to the top by keyboard: focus stays on the moved row's button.
  await faqs.getByRole('button', { name: /up$/ }).focus();
  for (let i = 0; i < arrangement.length; i += 1) {
    if (await faqs.getByRole('button', { name: /up$/ }).isDisabled()) break;
    await page.keyboard.press('Enter');
  }
  await page.getByTestId('section-agents_list').getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Save arrangement' }).click();
  await waitUntil(
    async () => (await api('GET', 'admin/homepage-sections')).body.data[0].section === 'faq_section',
    'the saved arrangement',
  );
  await page.goto(`${BASE_URL}/`);
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
  assert.equal(ids.filter((id) => id !== 'home-hero')[0], 'faqs', ids.join(','));
  assert.equal(await page.locator('#agents').count(), 0);
});

test('the operator creates a link slider with an image on the sliders screen; the home page shows it', async () => {
  await page.goto(`${BASE_URL}/admin/sliders`);
  await page.getByRole('heading', { level: 1, name: 'Sliders' }).waitFor();
  await page.getByText('The home page shows at most 20 sliders').waitFor();
  await page.getByRole('link', { name: 'New slider' }).click();
  await page.getByRole('heading', { level: 1, name: 'New slider' }).waitFor();
  const form = page.getByTestId('slider-form');
  // Sent without an image or link: the messages show next to the fields, nothing is created.
  await form.getByLabel('Type').selectOption('link');
  await form.getByRole('button', { name: 'Create slider' }).click();
  await form.getByTestId('error-link').getByText('Link is required').waitFor();
  await form.getByTestId('error-image').getByText('Please select an image').waitFor();
  await form.getByLabel(/^Link/).fill(link);
  await form.getByLabel(/^Image/).setInputFiles({
    name: 'slide.png',
    mimeType: 'image/png',
    buffer: pngBytes(800, 400),
  });
  await form.getByRole('img', { name: /Preview of Image/ }).waitFor();
  await form.getByRole('button', { name: 'Create slider' }).click();
  await page.waitForURL(`${BASE_URL}/admin/sliders`);
  const row = page.getByTestId('admin-slider-row').filter({ hasText: link });
  await row.waitFor();
  const listed = (await api('GET', 'admin/sliders?limit=100')).body.data as { id: number; link: string }[];
  sliderId = listed.find((s) => s.link === link)?.id ?? null;
  assert.ok(sliderId !== null, 'the slider is stored');
  await page.goto(`${BASE_URL}/`);
  assert.ok((await page.locator(`a[href="${link}"]`).count()) > 0);
});
