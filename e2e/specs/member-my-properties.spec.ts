import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiSignIn, signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// "My properties" as the demo agent: the listings by state, switching one off and on again (it
// leaves the live tab and comes back), and a deletion that is cancelled at its confirmation.
// Every change here is undone, so the specs after this one see the demo data as seeded.

let session: BrowserSession;
let page: Page;

before(async () => {
  session = await openBrowser();
  page = session.page;
  await signInWithEmail(page, 'agent@domus.local', 'Agent@123');
});

after(async () => {
  await session?.close();
});

async function titlesOn(tab: string): Promise<string[]> {
  await page.goto(`${BASE_URL}/user/my-properties${tab === 'all' ? '' : `?tab=${tab}`}`);
  await page.getByRole('navigation', { name: 'Listing states' }).waitFor();
  // The app runtime's progress bar is there once the page is hydrated and its buttons work.
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
  return page.getByTestId('my-property').locator('h2').allTextContents();
}

function item(title: string) {
  return page
    .getByTestId('my-property')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('the agent’s listings by state, accessible', async () => {
  const all = await titlesOn('all');
  assert.ok(all.length > 3, `listings shown: ${all.length}`);
  const pending = await titlesOn('pending');
  assert.ok(pending.length > 0, 'the demo agent has a listing under review');
  await page.getByTestId('my-property').first().getByText('Under review').first().waitFor();
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});

test('switching a live listing off moves it out of the live tab, and back when switched on', async () => {
  const live = await titlesOn('approved');
  const title = live[0];
  assert.ok(title, 'the demo agent has a live listing');
  await item(title).getByRole('button', { name: 'Switch off' }).click();
  // The live tab is rendered again without it.
  await item(title).waitFor({ state: 'detached' });

  assert.ok(!(await titlesOn('approved')).includes(title), 'not live any more');
  assert.ok((await titlesOn('inactive')).includes(title), 'listed as switched off');
  await item(title).getByText('Switched off').waitFor();
  await item(title).getByRole('button', { name: 'Switch on' }).click();
  await item(title).waitFor({ state: 'detached' });
  assert.ok((await titlesOn('approved')).includes(title), 'live again');
});

test('a deletion waits for the owner’s confirmation', async () => {
  const live = await titlesOn('approved');
  const title = live[0] as string;
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await item(title).getByRole('button', { name: 'Delete' }).click();
  assert.match(asked, /cannot be undone/);
  await page.reload();
  await item(title).waitFor();
});

test('the owner’s page of one listing lists who is interested, with how to reach them', async () => {
  const agent = await apiSignIn('agent@domus.local', 'Agent@123');
  const mine = (await (
    await fetch(`${BASE_URL}/api/get-added-properties?limit=100`, {
      headers: { authorization: `Bearer ${agent.token}` },
    })
  ).json()) as { data: { slug_id: string; title: string; total_interested_users: number }[] };
  const wanted = mine.data.find((p) => p.total_interested_users > 0);
  assert.ok(wanted, 'one of the demo agent’s listings has interested members');
  await page.goto(`${BASE_URL}/user/my-properties`);
  await item(wanted.title).getByRole('link', { name: wanted.title, exact: true }).click();
  await page.waitForURL(`${BASE_URL}/my-property/${wanted.slug_id}`);
  await page.getByRole('heading', { level: 1, name: wanted.title }).waitFor();
  const people = page.getByTestId('interested-users').getByRole('listitem');
  assert.equal(await people.count(), wanted.total_interested_users);
  assert.match((await people.first().getByRole('link').first().getAttribute('href')) ?? '', /^mailto:/);
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});
