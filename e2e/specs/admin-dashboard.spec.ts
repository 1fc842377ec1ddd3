import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { hydrated } from '../lib/journey';
import { writePng } from '../lib/png-fixture';
import { waitForExpression } from '../lib/wait';

// The admin console's dashboard as the demo operator: the pending-work cards with their counts
// (the seeded site has listings waiting), listings by state, the per-day charts with their table
// alternative, and a card that opens its queue. Then a broadcast with a picture from
// /admin/notifications that a signed-in member gets at once (the bell, over realtime) and finds,
// picture included, in their notification list.

let admin: BrowserSession;
let page: Page;

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  await admin?.close();
});

async function expectAccessible(): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
}

test('the operator sees the dashboard figures, accessible', async () => {
  await page.goto(`${BASE_URL}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Admin console sections' });
  assert.equal(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'), 'page');
  const properties = page.getByTestId('dashboard-queue-properties');
  await properties.waitFor();
  const count = Number(((await properties.textContent()) ?? '').replace(/\D+/g, ''));
  assert.ok(count > 0, `pending properties on the card: ${count}`);
  for (const name of ['projects', 'advertisements', 'verifications', 'chat_reports', 'contact_requests']) {
    await page.getByTestId(`dashboard-queue-${name}`).waitFor();
  }
  await page
    .getByTestId('dashboard-listings')
    .getByRole('rowheader', { name: 'Waiting for review' })
    .waitFor();
  const members = page.getByTestId('dashboard-chart-members');
  await members.getByText(/New members, last 30 days: \d+ in total/).waitFor();
  await members.getByText('Show as a table').click();
  assert.equal(await members.getByRole('row').count(), 31, 'a header and one row per day');
  await expectAccessible();
});

test('a queue card opens its queue', async () => {
  await page.goto(`${BASE_URL}/admin`);
  await page.getByTestId('dashboard-queue-projects').click();
  await page.waitForURL(`${BASE_URL}/admin/moderation?kind=projects`);
  await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
  assert.equal(
    await page.getByTestId('moderation-tab-projects').getAttribute('aria-current'),
    'page',
    'the Projects tab is the current one',
  );
});

test('the operator broadcasts a notification with a picture; a signed-in member gets it (bell and list)', async () => {
  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, 'member@domus.local', 'Member@123');
    await hydrated(member.page, '/');
    const bell = member.page.getByTestId('notification-bell');
    await bell.waitFor();
    const unread = Number((await bell.getAttribute('data-count')) ?? '0');

    const title = `Open house weekend ${Date.now().toString(36)}`;
    await hydrated(page, '/admin/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const form = page.getByTestId('notification-form');
    // Sent empty first: the schema's words land next to the fields, focus on the first.
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByRole('alert').getByText('Check the highlighted fields.').waitFor();
    await form.getByTestId('error-title').waitFor();
    await form.getByRole('radio', { name: 'All members' }).check();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Message').fill('Visit the new homes this Saturday.');
    await form.getByLabel('Picture (JPEG or PNG)').setInputFiles(writePng(320, 200, 'open-house.png'));
    await form.getByRole('button', { name: 'Send' }).click();
    await page
      .getByTestId('sent-notification')
      .filter({ hasText: title })
      .getByText('To all members')
      .waitFor();
    await expectAccessible();

    // Realtime: the member's bell counts it without a reload.
    await waitForExpression(
      member.page,
      `Number(document.querySelector('[data-testid="notification-bell"]')?.dataset.count) > ${unread}`,
      10_000,
    );
    await hydrated(member.page, '/user/notifications');
    const item = member.page.getByTestId('notification-item').filter({ hasText: title });
    await item.waitFor();
    // The picture came with it: stored by the media pipeline, shown on the member's list.
    const picture = item.locator('img');
    await picture.waitFor();
    const src = decodeURIComponent((await picture.getAttribute('src')) ?? '');
    assert.match(
      src,
      /notifications?\/[0-9a-f]{32}\.(png|jpg)/,
      `the member sees the broadcast's picture (${src})`,
    );
    await picture.scrollIntoViewIfNeeded();
    await member.page.waitForFunction(
      (img) => {
        const picture = img as { complete: boolean; naturalWidth: number } | null;
        return !!picture && picture.complete && picture.naturalWidth > 0;
      },
      await picture.elementHandle(),
      { timeout: 10_000 },
    );
  } finally {
    await member.close();
  }
});

test('the chat reports screen lists reports in open and resolved tabs, accessible', async () => {
  await hydrated(page, '/admin/chat-reports');
  await page.getByRole('heading', { level: 1, name: 'Chat reports' }).waitFor();
  assert.equal(await page.getByTestId('chat-reports-tab-open').getAttribute('aria-current'), 'page');
  await page.getByText(/^Reports found: \d+$/).waitFor();
  await expectAccessible();
  await page.getByTestId('chat-reports-tab-resolved').click();
  await page.waitForURL(`${BASE_URL}/admin/chat-reports?status=resolved`);
  assert.equal(await page.getByTestId('chat-reports-tab-resolved').getAttribute('aria-current'), 'page');
});

test('the chat safety form shows the settings in force and the API refuses a bad value next to its field', async () => {
  await hydrated(page, '/admin/chat-settings');
  await page.getByRole('heading', { level: 1, name: 'Chat safety' }).waitFor();
  const form = page.getByTestId('chat-settings-form');
  const mask = form.getByLabel('Mask contact details of accounts younger than (days)');
  assert.match(await mask.inputValue(), /^\d+$/);
  assert.match(await form.getByLabel('Safety rules (JSON)').inputValue(), /"code"/);
  await expectAccessible();
  await mask.fill('many');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByTestId('error-chat_contact_mask_days').waitFor();
  await form.getByRole('alert').getByText('Check the highlighted fields.').waitFor();
});
