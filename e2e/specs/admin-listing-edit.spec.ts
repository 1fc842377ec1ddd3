import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiSignIn, signInWithEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { writePng } from '../lib/png-fixture';

// Issue 14, operators' listings: the operator posts a property with the member's form in the
// console (it is on the public site at once, under the operator's name), then edits a listing of
// member@domus.local with a reason: the member's notifications show the reason and the public
// page the new title. The member's title is put back at the end (again with a reason), so the
// journeys after this one see the listing as seeded.

let admin: BrowserSession;
let page: Page;
const stamp = Date.now().toString(36);
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

function form(): Locator {
  return page.getByTestId('property-form');
}

async function openForm(path: string) {
  await page.goto(`${BASE_URL}${path}`);
  await form().waitFor();
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
}

async function memberListing(): Promise<{ id: number; slug_id: string; title: string }> {
  const { token } = await apiSignIn('member@domus.local', 'Member@123');
  const res = await fetch(`${BASE_URL}/api/get-added-properties?limit=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    data: { id: number; slug_id: string; title: string; request_status: string }[];
  };
  const listing = body.data.find((p) => p.request_status === 'approved') ?? body.data[0];
  assert.ok(listing, 'member@ has a listing');
  return listing;
}

async function saveTitle(id: number, title: string, reason: string) {
  await openForm(`/admin/properties/${id}/edit`);
  await form()
    .getByLabel(/^Title/)
    .fill(title);
  await form()
    .getByLabel(/^Reason sent to the owner/)
    .fill(reason);
  await form().getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL((url) => url.pathname === `/admin/properties/${id}/edit` && !page.isClosed());
  await page.getByRole('heading', { level: 1, name: `Edit “${title}”` }).waitFor();
}

test('the operator posts a property: public at once, shown as the operator’s', async () => {
  const title = `Team villa ${stamp}`;
  await openForm('/admin/properties/new');
  await form()
    .getByLabel(/^Category/)
    .selectOption({ label: 'Apartment' });
  await form()
    .getByLabel(/^Bedrooms/)
    .fill('3');
  await form()
    .getByLabel(/^Bathrooms/)
    .fill('2');
  await form()
    .getByLabel(/^Area \(sq ft\)/)
    .fill('1250');
  await form()
    .getByLabel(/^Title/)
    .fill(title);
  await form()
    .getByLabel(/^Description/)
    .fill('A listing of the site itself, posted from the console.');
  await form()
    .getByLabel(/^Price/)
    .fill('320000');
  await form()
    .getByLabel(/^Address/)
    .fill('1 Harbour Road');
  await form().getByLabel(/^City/).fill('Bhuj');
  await form()
    .getByLabel(/^State/)
    .fill('Gujarat');
  await form()
    .getByLabel(/^Country/)
    .fill('India');
  await form()
    .getByLabel(/^Latitude/)
    .fill('23.250000');
  await form()
    .getByLabel(/^Longitude/)
    .fill('69.660000');
  await form()
    .getByLabel(/^Main photo/)
    .setInputFiles(writePng(800, 600, 'team.png'));
  assert.equal(
    await form()
      .getByLabel(/^Reason sent to the owner/)
      .count(),
    0,
    'no reason for a new listing',
  );
  await form().getByRole('button', { name: 'Post property' }).click();
  await page.waitForURL((url) => /^\/admin\/properties\/\d+\/edit$/.test(url.pathname));
  await page.getByTestId('listing-owner').getByText('(the operator)').waitFor();

  const slug = (await page.getByRole('link', { name: title }).getAttribute('href')) ?? '';
  const visitor = await openBrowser();
  try {
    await visitor.page.goto(`${BASE_URL}${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
  } finally {
    await visitor.close();
  }
});

test('the operator edits member@’s title with a reason: the member is told, the public page changes', async () => {
  const listing = await memberListing();
  const title = `Edited by the team ${stamp}`;
  const reason = `The title named a wrong street (${stamp})`;
  undo.push(() => saveTitle(listing.id, listing.title, 'Putting the original title back'));

  await openForm(`/admin/properties/${listing.id}/edit`);
  await page.getByTestId('listing-owner').getByText('member@domus.local').waitFor();
  await form()
    .getByLabel(/^Title/)
    .fill(title);
  await form().getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Please give a reason').first().waitFor();
  await form()
    .getByLabel(/^Reason sent to the owner/)
    .fill(reason);
  await form().getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { level: 1, name: `Edit “${title}”` }).waitFor();

  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, 'member@domus.local', 'Member@123');
    await member.page.goto(`${BASE_URL}/user/notifications`);
    await member.page.getByText(reason).first().waitFor();
    await member.page.goto(`${BASE_URL}/properties-details/${listing.slug_id}`);
    await member.page.getByRole('heading', { level: 1, name: title }).waitFor();
  } finally {
    await member.close();
  }
});
