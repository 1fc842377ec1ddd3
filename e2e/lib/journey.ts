import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { apiSignIn } from './accounts';
import { formatViolations, seriousViolations } from './axe';
import { BASE_URL, type BrowserSession } from './browser';
import { writePng } from './png-fixture';

// Steps of the marketplace journey (specs/marketplace-journey.spec.ts) that carry no state of
// their own: accessibility, hydrated pages, a guest's view after a write, the listing forms'
// filling, a slowed upload, and the clean-up of what the journey posted.

export async function expectAccessible(on: Page, what: string): Promise<void> {
  const violations = await seriousViolations(on);
  assert.equal(violations.length, 0, `${what}: axe found\n${formatViolations(violations)}`);
}

/** Opens a page and waits for the app runtime's progress bar: hydrated, its buttons work. */
export async function hydrated(on: Page, path: string): Promise<void> {
  await on.goto(`${BASE_URL}${path}`);
  await on.locator('[data-phase]').waitFor({ state: 'attached' });
}

/** A figure of the owner's page of one listing ("Views", "Saved", "Interested"). */
export async function figure(page: Page, name: string): Promise<string> {
  const box = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
  return ((await box.locator('dd').textContent()) ?? '').trim();
}

/** The operator's moderation queue, hydrated (`query` filters it: `?kind=projects&search=…`). */
export async function openModeration(admin: Page, query: string): Promise<Page> {
  await hydrated(admin, `/admin/moderation${query}`);
  await admin.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
  return admin;
}

export async function resultCount(on: Page): Promise<string> {
  return ((await on.getByTestId('result-count').textContent()) ?? '').trim();
}

/**
 * Opens a page as a guest until `shows` holds for it. Guests' pages and reads are cached, and a
 * write empties those caches in the other server process a moment later (the product promises
 * within a second, page-freshness.spec.ts): the page is loaded again until two seconds have
 * passed, a limit still below the e2e caches' own lifetime (RESPONSE_CACHE_TTL_SECONDS=2 in
 * run.mjs is counted from when an entry was stored, so a missed invalidation would mostly show).
 */
export async function guestSees(
  guest: Page,
  path: string,
  shows: (guest: Page) => Promise<boolean>,
  what: string,
): Promise<Page> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    await guest.goto(`${BASE_URL}${path}`);
    if (await shows(guest)) return guest;
    if (Date.now() > deadline) assert.fail(`${what} (${path}, within 2 s of the change)`);
  }
}

/** The property form's category, parameters, text, price and a nearby school (an Apartment for sale). */
export async function fillPropertyDetails(form: Locator, title: string): Promise<void> {
  await form.getByLabel(/^Category/).selectOption({ label: 'Apartment' });
  // The category's parameters appear once it is chosen.
  await form.getByLabel(/^Bedrooms/).fill('3');
  await form.getByLabel(/^Bathrooms/).fill('2');
  await form.getByLabel(/^Area \(sq ft\)/).fill('1250');
  await form.getByLabel(/^Furnishing/).selectOption('Semi-furnished');
  await form.getByRole('group', { name: 'Parking' }).getByLabel('Yes').check();
  await form.getByRole('group', { name: 'Amenities' }).getByLabel('Gym').check();
  await form.getByLabel(/^Title/).fill(title);
  await form
    .getByLabel(/^Description/)
    .fill('Three bedrooms on the second floor, a garden at the back and the park five minutes away.');
  await form.getByRole('radio', { name: 'Sale' }).check();
  await form.getByLabel(/^Price/).fill('450000');
  await form.getByRole('checkbox', { name: 'School' }).check();
  await form.getByLabel('Distance to School (km)').fill('1.5');
}

/** The add-project form, filled with a project in Pune and one floor plan (not sent). */
export async function fillProjectForm(page: Page, title: string): Promise<void> {
  await page.getByLabel(/^Title/).fill(title);
  await page
    .getByLabel(/^Description/)
    .fill('Two towers of flats by the river, with a park and a school inside.');
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  await page.getByLabel(/^Project status/).selectOption('upcoming');
  await page.getByLabel(/^Address/).fill('12 Riverside Road, Kalyani Nagar');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Country/).fill('India');
  await page.getByLabel(/^Latitude/).fill('18.5468');
  await page.getByLabel(/^Longitude/).fill('73.9033');
  await page.getByLabel(/^Cover picture/).setInputFiles(writePng(320, 240, 'riverside.png'));
  await page.getByRole('button', { name: 'Add a floor plan' }).click();
  await page.getByLabel(/^Floor plan 1: title/).fill('Tower A');
  await page.getByLabel(/^Floor plan 1: file/).setInputFiles(writePng(300, 300, 'tower-a.png'));
}

/** Runs `steps` with the session's uploads slowed to 150 KB/s, so upload progress can be seen. */
export async function withSlowUpload(session: BrowserSession, steps: () => Promise<void>): Promise<void> {
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send('Network.enable');
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(150 * 1024);
  try {
    await steps();
  } finally {
    await throttle(-1);
    await cdp.detach();
  }
}

/**
 * Deletes what a journey posted, as its owner, and checks both lists are empty. A journey that
 * stopped early may have posted less, or not have made the account at all.
 */
export async function removeOwnListings(email: string, password: string): Promise<void> {
  const { token } = await apiSignIn(email, password);
  if (!token) return;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const mine = async (call: string) => {
    const response = await fetch(`${BASE_URL}/api/${call}?limit=100`, { headers });
    assert.equal(response.status, 200, `${call} answers 200`);
    return ((await response.json()) as { data: { id: number }[] }).data;
  };
  const remove = async (call: string, id: number) => {
    const response = await fetch(`${BASE_URL}/api/${call}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id }),
    });
    assert.equal(response.status, 200, `${call} ${id} answers 200`);
  };
  for (const { id } of await mine('get-added-properties')) await remove('delete_property', id);
  for (const { id } of await mine('get-added-projects')) await remove('delete_project', id);
  assert.deepEqual(await mine('get-added-properties'), [], 'the posted properties are gone');
  assert.deepEqual(await mine('get-added-projects'), [], 'the posted projects are gone');
}
