import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { operatorToken, signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// The admin console's moderation queue as the demo operator: pending listings with their pending
// counts, a rejection with a reason (the dialog first refuses an empty one with the API's words),
// an approval that the public search shows at once. Guests are sent to sign in; members meet the
// 404 page. Listings of the demo accounts are left alone, and the approved listing is taken out of
// public view again at the end, so the journeys after this one see the public site as seeded.
// Listings are told apart by their address: two may share a title.

let admin: BrowserSession;
let page: Page;
const undo: (() => Promise<unknown>)[] = [];

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  for (const step of undo.reverse()) await step();
  await admin?.close();
});

async function openQueue(query = ''): Promise<void> {
  await page.goto(`${BASE_URL}/admin/moderation${query}`);
  await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
  // The app runtime's progress bar is there once the page is hydrated and its buttons work.
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
}

interface Listing {
  title: string;
  slug: string;
}

/** The first pending listing of someone other than the demo accounts, whose journeys use theirs. */
async function othersPending(): Promise<Listing> {
  const row = page.getByTestId('moderation-item').filter({ hasNotText: '@domus.local' }).first();
  const title = (await row.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  const href = (await row.getByRole('link', { name: /^View listing: / }).getAttribute('href')) ?? '';
  const slug = href.split('/').pop() ?? '';
  assert.ok(title && slug, 'a pending listing of another member');
  return { title, slug };
}

function item(listing: Listing): Locator {
  return page
    .getByTestId('moderation-item')
    .filter({ has: page.locator(`a[href="/properties-details/${listing.slug}"]`) });
}

async function pendingCount(kind: 'properties' | 'projects'): Promise<number> {
  const text = (await page.getByTestId(`moderation-tab-${kind}`).textContent()) ?? '';
  return Number(/(\d+) pending/.exec(text)?.[1] ?? Number.NaN);
}

async function expectAccessible(): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
}

test('a guest is sent to sign in, and a member meets the 404 page', async () => {
  const guest = await openBrowser();
  try {
    await guest.page.goto(`${BASE_URL}/admin/moderation`);
    await guest.page.waitForURL((url) => url.pathname === '/login');
    assert.equal(new URL(guest.page.url()).searchParams.get('return_to'), '/admin/moderation');

    await signInWithEmail(guest.page, 'member@domus.local', 'Member@123');
    await guest.page.goto(`${BASE_URL}/admin/moderation`);
    await guest.page.getByTestId('not-found').waitFor();
    assert.equal(await guest.page.getByRole('heading', { name: 'Moderation' }).count(), 0);
  } finally {
    await guest.close();
  }
});

test('the operator sees the pending properties and projects with their counts, accessible', async () => {
  await openQueue();
  const properties = await pendingCount('properties');
  assert.ok(properties > 1, `pending properties: ${properties}`);
  assert.ok((await pendingCount('projects')) > 0, 'a project waits for review');
  assert.equal(await page.getByTestId('moderation-item').count(), Math.min(properties, 20));
  const first = page.getByTestId('moderation-item').first();
  await first.getByText('Waiting for review').waitFor();
  await first.getByRole('button', { name: /^Approve / }).waitFor();
  await first.getByRole('link', { name: /^View listing: / }).waitFor();
  await expectAccessible();

  await page.getByTestId('moderation-tab-projects').click();
  await page.waitForURL(`${BASE_URL}/admin/moderation?kind=projects`);
  await page.getByTestId('moderation-item').first().waitFor();
  await expectAccessible();
});

test('rejecting needs a reason; the rejected listing leaves the queue with its reason kept', async () => {
  await openQueue();
  const before = await pendingCount('properties');
  const listing = await othersPending();

  await item(listing)
    .getByRole('button', { name: `Reject ${listing.title}` })
    .click();
  const dialog = page.getByTestId('reject-dialog');
  await dialog.getByRole('heading', { name: `Reject “${listing.title}”` }).waitFor();
  await waitForExpression(page, 'document.activeElement?.getAttribute("name") === "reason"', 5_000);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await dialog.getByRole('alert').getByText('Please write the reason for the rejection').waitFor();

  const reason = 'The photos show another building. Please add photos of this home.';
  await dialog.getByLabel('Reason for the rejection').fill(reason);
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await dialog.waitFor({ state: 'detached' });
  await item(listing).waitFor({ state: 'detached' });
  await waitForExpression(
    page,
    `/(?<!\\d)${before - 1} pending/.test(document.querySelector('[data-testid="moderation-tab-properties"]')?.textContent ?? '')`,
  );

  await openQueue(`?status=rejected&search=${encodeURIComponent(listing.title)}`);
  await item(listing).getByText(`Rejection reason: ${reason}`).waitFor();
  await expectAccessible();
});

test('an approved listing leaves the queue and shows on the public search at once', async () => {
  await openQueue();
  const listing = await othersPending();
  const card = (visitor: Page) => visitor.locator(`a[href="/properties-details/${listing.slug}"]`);

  const visitor = await openBrowser();
  try {
    const search = `${BASE_URL}/properties?search=${encodeURIComponent(listing.title)}`;
    await visitor.page.goto(search, { waitUntil: 'load' });
    assert.equal(await card(visitor.page).count(), 0, 'not public while pending');

    await item(listing)
      .getByRole('button', { name: `Approve ${listing.title}` })
      .click();
    await item(listing).waitFor({ state: 'detached' });
    undo.push(() => rejectAgain(listing.slug));

    await visitor.page.goto(search, { waitUntil: 'load' });
    await card(visitor.page).first().waitFor();
  } finally {
    await visitor.close();
  }
});

/** Takes the approved listing out of public view again (as seeded: not public). */
async function rejectAgain(slug: string): Promise<void> {
  const headers = { authorization: `Bearer ${await operatorToken()}`, 'content-type': 'application/json' };
  const found = (await (
    await fetch(`${BASE_URL}/api/get_property?slug_id=${encodeURIComponent(slug)}&count_view=0`, { headers })
  ).json()) as { data: { id: number }[] };
  const id = found.data[0]?.id;
  assert.ok(id, 'the approved listing is found again');
  const response = await fetch(`${BASE_URL}/api/admin/properties/${id}/reject`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ reason: 'Taken out again after the moderation journey' }),
  });
  assert.equal(response.status, 200);
}
