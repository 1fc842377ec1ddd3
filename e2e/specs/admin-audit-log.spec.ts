import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { operatorToken, signInWithEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated } from '../lib/journey';

// The audit log as the demo operator: a nearby place renamed in the console appears at the top of
// /admin/audit-log, found by its record and by a search, and opens on its name before → after.
// A member meets the 404 page. The place is deleted at the end (nothing uses it).

let admin: BrowserSession;
let page: Page;
const suffix = randomBytes(3).toString('hex');
const before0 = `Audit pond ${suffix}`;
const after0 = `Audit lake ${suffix}`;
let facilityId: number | null = null;

async function operatorCall(method: string, call: string, body?: object) {
  const response = await fetch(`${BASE_URL}/api/${call}`, {
    method,
    headers: {
      authorization: `Bearer ${await operatorToken()}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: { id: number } } };
}

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
  const created = await operatorCall('POST', 'admin/facilities', { name: before0 });
  assert.equal(created.status, 201);
  facilityId = created.body.data.id;
});
after(async () => {
  if (facilityId !== null)
    assert.equal((await operatorCall('DELETE', `admin/facilities/${facilityId}`)).status, 200);
  await admin?.close();
});

test('a member meets the 404 page at /admin/audit-log', async () => {
  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, 'member@domus.local', 'Member@123');
    await member.page.goto(`${BASE_URL}/admin/audit-log`);
    await member.page.getByTestId('not-found').waitFor();
  } finally {
    await member.close();
  }
});

test('an operator write appears in the audit log with its before and after', async () => {
  await hydrated(page, '/admin/facilities');
  await page.getByRole('textbox', { name: `Name of ${before0}` }).fill(after0);
  await page.getByRole('button', { name: `Save ${before0}` }).click();
  await page.getByText('Facility updated').waitFor();

  await page.goto(`${BASE_URL}/admin/audit-log`);
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  // The console's nav lists it.
  await page.getByRole('link', { name: 'Audit log' }).first().waitFor();
  await page.getByLabel('Record type').selectOption('facility');
  await page.getByLabel('Record number').fill(String(facilityId));
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/type=facility/);
  await page.getByRole('status').getByText('Entries: 2').waitFor();

  const entries = page.getByTestId('audit-entry');
  const newest = entries.first();
  await newest.getByText('facility.update', { exact: true }).waitFor();
  await newest.locator('summary').click();
  const change = newest.getByTestId('audit-change').filter({ hasText: 'name' });
  await change.getByRole('cell', { name: before0 }).waitFor();
  await change.getByRole('cell', { name: after0 }).waitFor();
  await expectAccessible(page, 'the audit log with an entry open');

  // The search finds it by the action too, and the older entry is the creation.
  await page.goto(`${BASE_URL}/admin/audit-log?type=facility&id=${facilityId}&search=create`);
  await page.getByRole('status').getByText('Entries: 1').waitFor();
  await entries.first().getByText('facility.create', { exact: true }).waitFor();
});
