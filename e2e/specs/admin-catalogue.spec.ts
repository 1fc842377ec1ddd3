import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { operatorToken, signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// The admin console's categories as the demo operator: a new category with two parameters (a
// required number and a dropdown with its options), which the member's posting form asks for at
// once when that category is chosen. Members meet the 404 page. The category is deleted at the
// end (nothing was posted under it), so later journeys see the catalogue as seeded.

let admin: BrowserSession;
let page: Page;
const suffix = randomBytes(3).toString('hex');
const name = `E2E Orchard ${suffix}`;
let createdId: number | null = null;

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  if (createdId !== null) {
    const response = await fetch(`${BASE_URL}/api/admin/categories/${createdId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await operatorToken()}` },
    });
    assert.equal(response.status, 200);
  }
  await admin?.close();
});

async function expectAccessible(): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
}

test('a member meets the 404 page at /admin/categories', async () => {
  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, 'member@domus.local', 'Member@123');
    for (const path of ['/admin/categories', '/admin/categories/new']) {
      await member.page.goto(`${BASE_URL}${path}`);
      await member.page.getByTestId('not-found').waitFor();
    }
  } finally {
    await member.close();
  }
});

test('the operator adds a category with two parameters; the posting form asks for them', async () => {
  await page.goto(`${BASE_URL}/admin/categories`);
  await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
  await expectAccessible();
  await page.getByRole('link', { name: 'New category' }).click();
  await page.getByRole('heading', { level: 1, name: 'New category' }).waitFor();
  await page.locator('[data-phase]').waitFor({ state: 'attached' });

  const form = page.getByTestId('category-form');
  // An empty name is refused with the schema's words next to the field.
  await form.getByRole('button', { name: 'Create category' }).click();
  await form.getByTestId('error-category').getByText('Name is required').waitFor();

  await form.getByLabel(/^Name/).fill(name);
  await form.getByRole('button', { name: 'Add a parameter' }).click();
  const first = form.getByRole('group', { name: 'Parameter 1' });
  await first.getByLabel(/^Parameter name/).fill(`Fruit trees ${suffix}`);
  await first.getByLabel('Type', { exact: true }).selectOption('number');
  await first.getByRole('checkbox', { name: 'Required' }).check();
  await form.getByRole('button', { name: 'Add a parameter' }).click();
  const second = form.getByRole('group', { name: 'Parameter 2' });
  await second.getByLabel(/^Parameter name/).fill(`Well water ${suffix}`);
  await second.getByLabel('Type', { exact: true }).selectOption('dropdown');
  await second.getByLabel(/^Options/).fill('Drinkable\nIrrigation only');
  await expectAccessible();
  await form.getByRole('button', { name: 'Create category' }).click();

  await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
  const link = page.getByRole('link', { name: `Edit ${name}` });
  await link.waitFor();
  createdId = Number(/\/admin\/categories\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  assert.ok(createdId > 0, 'the new category is listed with its form link');

  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, 'member@domus.local', 'Member@123');
    await member.page.goto(`${BASE_URL}/user/properties`);
    const posting = member.page.getByTestId('property-form');
    await posting.waitFor();
    await member.page.locator('[data-phase]').waitFor({ state: 'attached' });
    await posting.getByLabel(/^Category/).selectOption({ label: name });
    await posting.getByLabel(new RegExp(`^Fruit trees ${suffix}`)).waitFor();
    const well = posting.getByLabel(new RegExp(`^Well water ${suffix}`));
    await well.waitFor();
    const options = await well.locator('option').allTextContents();
    assert.ok(options.includes('Drinkable') && options.includes('Irrigation only'), options.join(', '));
  } finally {
    await member.close();
  }
});

test('the operator adds, renames and deletes a nearby place; the cities page is accessible', async () => {
  const place = `E2E place ${suffix}`;
  await page.goto(`${BASE_URL}/admin/facilities`);
  await page.getByRole('heading', { level: 1, name: 'Nearby places' }).waitFor();
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
  const adding = page.getByTestId('facility-new');
  await adding.getByRole('button', { name: 'Add place' }).click();
  await adding.getByText('Name is required').waitFor();
  await adding.getByLabel(/^New place/).fill(place);
  await adding.getByRole('button', { name: 'Add place' }).click();
  const row = page.getByRole('form', { name: `Name of ${place}` });
  await row.waitFor();
  await expectAccessible();
  await row.getByLabel(/^Name of/).fill(`${place} renamed`);
  await row.getByRole('button', { name: `Save ${place}` }).click();
  const renamed = page.getByRole('form', { name: `Name of ${place} renamed` });
  await renamed.waitFor();
  page.once('dialog', (dialog) => void dialog.accept());
  await renamed.getByRole('button', { name: `Delete ${place} renamed` }).click();
  await renamed.waitFor({ state: 'detached' });

  await page.goto(`${BASE_URL}/admin/cities`);
  await page.getByRole('heading', { level: 1, name: 'Cities' }).waitFor();
  await page.getByTestId('admin-cities').waitFor();
  await expectAccessible();
});
