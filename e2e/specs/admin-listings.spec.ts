import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiSignIn,
  operatorToken,
  registerVerifiedAccount,
  signInWithEmail,
  uniqueEmail,
  uniqueMobile,
} from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, removeOwnListings } from '../lib/journey';
import { writePng } from '../lib/png-fixture';
import { waitForExpression } from '../lib/wait';

// The console's properties table as the demo operator. A new member posts two listings through
// the API (as an app would); the operator filters the pending tab by their shared word, selects
// both and rejects them in bulk with one reason: both show as rejected, and the member reads the
// reason in My properties. Then one is approved and switched off in the table: its public page is
// gone at once, and back when switched on. The member's listings are deleted at the end.

const stamp = `lst${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const owner = { name: 'Lina Haddad', email: uniqueEmail('listings'), password: 'Listings-Owner-1' };
const reason = 'The address does not match the photos. Please check both.';

let admin: BrowserSession;
let page: Page;
let auth: Record<string, string> = {};
const posted: { id: number; slug: string; title: string }[] = [];

async function api<T>(call: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE_URL}/api/${call}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** A verified account with a complete profile and the free plan, signed in through the API. */
async function memberWithFreePlan(): Promise<void> {
  await registerVerifiedAccount(owner.name, owner.email, owner.password);
  const { token } = await apiSignIn(owner.email, owner.password);
  assert.ok(token, 'the new member signs in');
  auth = { authorization: `Bearer ${token}` };
  const profile = new FormData();
  profile.set('mobile', uniqueMobile());
  profile.set('address', '3 Harbour Street, Pune');
  const photo = readFileSync(writePng(160, 160, `${stamp}-me.png`));
  profile.set('profile', new Blob([photo], { type: 'image/png' }), 'me.png');
  assert.equal((await api('update_profile', { method: 'POST', headers: auth, body: profile })).status, 200);
  const plans = await api<{ data: { id: number; package_type: string }[] }>('get-package', { headers: auth });
  const free = plans.body.data.find((p) => p.package_type === 'free');
  assert.ok(free, 'the demo data has a free plan');
  const taken = await api('assign_package', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ package_id: free.id }),
  });
  assert.equal(taken.status, 201, 'the free plan is taken');
}

/** post_property as an app sends it: an Apartment for sale, waiting for review. */
async function postListing(title: string): Promise<void> {
  const categories = await api<{
    data: { id: number; category: string; parameter_types: { id: number; name: string }[] }[];
  }>('get_categories');
  const apartment = categories.body.data.find((c) => c.category === 'Apartment');
  assert.ok(apartment, 'the demo data has an Apartment category');
  const form = new FormData();
  const values: Record<string, string> = {
    title,
    description: 'Three rooms by the harbour, a sunny kitchen and a quiet courtyard behind the house.',
    category_id: String(apartment.id),
    property_type: 'sell',
    price: '310000',
    address: '3 Harbour Street',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    latitude: '18.5204',
    longitude: '73.8567',
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  const wanted: Record<string, string> = { Bedrooms: '2', Bathrooms: '1', 'Area (sq ft)': '950' };
  apartment.parameter_types
    .filter((p) => p.name in wanted)
    .forEach((p, i) => {
      form.set(`parameters[${i}][parameter_id]`, String(p.id));
      form.set(`parameters[${i}][value]`, wanted[p.name] as string);
    });
  const image = readFileSync(writePng(640, 480, `${stamp}-${posted.length}.png`));
  form.set('title_image', new Blob([image], { type: 'image/png' }), 'home.png');
  const answer = await api<{
    data:
      | { id: number; slug_id: string; request_status: string }[]
      | { id: number; slug_id: string; request_status: string };
  }>('post_property', { method: 'POST', headers: auth, body: form });
  assert.equal(answer.status, 201, `post_property answers 201: ${JSON.stringify(answer.body).slice(0, 300)}`);
  const data = Array.isArray(answer.body.data) ? answer.body.data[0] : answer.body.data;
  assert.ok(data, 'the posted listing comes back');
  assert.equal(data.request_status, 'pending', 'it waits for review');
  posted.push({ id: data.id, slug: data.slug_id, title });
}

before(async () => {
  await memberWithFreePlan();
  await postListing(`Harbour flat ${stamp} one`);
  await postListing(`Harbour flat ${stamp} two`);
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  await admin?.close();
  await removeOwnListings(owner.email, owner.password);
});

async function openTable(query: string): Promise<void> {
  await page.goto(`${BASE_URL}/admin/properties${query}`);
  await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
}

const row = (id: number) => page.getByTestId(`listing-row-${id}`);

test('the operator filters pending properties, selects two and rejects them with one reason', async () => {
  await openTable('');
  await page.getByTestId('listings-tab-pending').click();
  await page.waitForURL(`${BASE_URL}/admin/properties?tab=pending`);
  const filters = page.getByRole('search', { name: 'Filter listings' });
  await filters.getByLabel('Title').fill(stamp);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === stamp);
  await page.getByTestId('listings-total').getByText('Listings found: 2').waitFor();
  await expectAccessible(page, 'the properties table');

  for (const listing of posted)
    await page.getByRole('checkbox', { name: `Select “${listing.title}”` }).check();
  await page.getByText('2 selected').waitFor();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = page.getByTestId('bulk-reject-dialog');
  await dialog.getByRole('heading', { name: 'Reject 2 selected' }).waitFor();
  await dialog.getByRole('button', { name: 'Reject them' }).click();
  await dialog.getByRole('alert').getByText('Please write the reason for the rejection').waitFor();
  await dialog.getByLabel('Reason for the rejection').fill(reason);
  await dialog.getByRole('button', { name: 'Reject them' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('listings-bulk-result').getByText('Done: 2 succeeded, 0 failed.').waitFor();
  // The pending tab no longer lists them; the rejected tab does, each with its reason.
  await page.getByTestId('listings-total').getByText('Listings found: 0').waitFor();
  await openTable(`?tab=rejected&search=${stamp}`);
  for (const listing of posted) {
    await row(listing.id).getByTestId('listing-state').getByText('Rejected').waitFor();
    await row(listing.id).getByText(reason).waitFor();
  }

  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, owner.email, owner.password);
    await member.page.goto(`${BASE_URL}/user/my-properties`);
    assert.equal(
      await member.page.getByText(`Reason: ${reason}`).count(),
      2,
      'the member reads both reasons',
    );
  } finally {
    await member.close();
  }
});

test('switching an approved listing off takes its public page away at once; on brings it back', async () => {
  const [listing] = posted;
  assert.ok(listing);
  const approved = await fetch(`${BASE_URL}/api/admin/properties/${listing.id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken()}`, 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(approved.status, 200);
  const publicStatus = async () =>
    (await fetch(`${BASE_URL}/properties-details/${listing.slug}`, { redirect: 'manual' })).status;
  assert.equal(await publicStatus(), 200, 'public once approved');

  await openTable(`?tab=approved&search=${stamp}`);
  const on = row(listing.id).getByRole('switch', { name: `Show “${listing.title}” on the site` });
  assert.equal(await on.getAttribute('aria-checked'), 'true');
  await on.click();
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="listing-row-${listing.id}"] [data-testid="listing-switch-status"]')?.getAttribute('aria-checked') === 'false'`,
  );
  assert.equal(await publicStatus(), 404, 'gone while off');

  await on.click();
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="listing-row-${listing.id}"] [data-testid="listing-switch-status"]')?.getAttribute('aria-checked') === 'true'`,
  );
  assert.equal(await publicStatus(), 200, 'back when on');
});
