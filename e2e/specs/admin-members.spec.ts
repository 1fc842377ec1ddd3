import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  accountMenu,
  operatorToken,
  registerVerifiedAccount,
  signInWithEmail,
  uniqueEmail,
} from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// The admin console's members and staff (issue 14). The operator finds a member who is signed in
// in another browser and deactivates them: that browser is told over its socket and shows the
// spec's dialog; the operator reactivates them after. A staff account whose role only moderates
// opens the moderation page, does not see the payments sections in the navigation, and meets the
// 404 page there. The role and the staff rights are removed at the end.

let admin: BrowserSession;
let page: Page;
const email = uniqueEmail('members');
const password = 'Members-123';
const memberName = `Farah Members ${randomBytes(2).toString('hex')}`;
const suffix = randomBytes(3).toString('hex');
const staffEmail = uniqueEmail('staff');
const staffPassword = 'Staff-12345';
let roleId: number | null = null;
let staffId: number | null = null;

async function operatorCall(method: string, call: string, body?: object) {
  const response = await fetch(`${BASE_URL}/api/${call}`, {
    method,
    // A body-less DELETE sends no content type (an empty JSON body is refused).
    headers: {
      authorization: `Bearer ${await operatorToken()}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: { id: number } } };
}

before(async () => {
  await registerVerifiedAccount(memberName, email, password);
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  // The browser closes first, so a refused clean-up cannot leave the run waiting on it.
  await admin?.close();
  if (staffId !== null) assert.equal((await operatorCall('DELETE', `admin/staff/${staffId}`)).status, 200);
  if (roleId !== null)
    assert.equal((await operatorCall('DELETE', `admin/staff-roles/${roleId}`)).status, 200);
});

async function expectAccessible(on: Page): Promise<void> {
  const violations = await seriousViolations(on);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
}

test('the operator deactivates a member signed in elsewhere, who is told at once; then reactivates', async () => {
  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, email, password);
    // The member sits on a page with its realtime socket open (the bell says so).
    await member.page.goto(`${BASE_URL}/`);
    await member.page.locator('[data-testid="notification-bell"][data-live="true"]').waitFor();

    await page.goto(`${BASE_URL}/admin/members`);
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin console sections' })
      .getByRole('link', { name: 'Members' })
      .waitFor();
    await page.getByLabel('Name, email or phone').fill(email);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Accounts found: 1').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: memberName }).click();
    await page.getByRole('heading', { level: 1, name: memberName }).waitFor();
    assert.equal(await page.getByTestId('admin-member-state').textContent(), 'Active');
    await expectAccessible(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await page.getByRole('button', { name: 'Reactivate account' }).waitFor();
    assert.equal(await page.getByTestId('admin-member-state').textContent(), 'Deactivated');

    // Told over the socket: the other browser shows the spec's dialog without a click.
    const dialog = member.page.getByRole('dialog');
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', /Your Account have been Deactivetd by Admin/);

    await page.getByRole('button', { name: 'Reactivate account' }).click();
    await page.getByRole('button', { name: 'Deactivate account' }).waitFor();
    assert.equal(await page.getByTestId('admin-member-state').textContent(), 'Active');
    // Reactivated: the member signs in again.
    await signInWithEmail(member.page, email, password);
    await accountMenu(member.page).waitFor();
  } finally {
    await member.close();
  }
});

test('a moderation-only staff account opens moderation but not the payments sections', async () => {
  const role = await operatorCall('POST', 'admin/staff-roles', {
    name: `e2e-mod-${suffix}`,
    permissions: ['listings.read', 'listings.moderate'],
  });
  assert.equal(role.status, 201);
  roleId = role.body.data.id;
  const staff = await operatorCall('POST', 'admin/staff', {
    name: 'Moe Moderator',
    email: staffEmail,
    password: staffPassword,
    role: `e2e-mod-${suffix}`,
  });
  assert.equal(staff.status, 201);
  staffId = staff.body.data.id;

  const moderator = await openBrowser();
  try {
    await signInWithEmail(moderator.page, staffEmail, staffPassword);
    await moderator.page.goto(`${BASE_URL}/admin/moderation`);
    await moderator.page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const nav = moderator.page.getByRole('navigation', { name: 'Admin console sections' });
    await nav.getByRole('link', { name: 'Moderation' }).waitFor();
    for (const hidden of ['Packages', 'Payment gateways', 'Members', 'Staff and roles']) {
      assert.equal(await nav.getByRole('link', { name: hidden }).count(), 0, `${hidden} is not offered`);
    }
    for (const path of ['/admin/packages', '/admin/payment-gateways', '/admin/members', '/admin/staff']) {
      await moderator.page.goto(`${BASE_URL}${path}`);
      await moderator.page.getByTestId('not-found').waitFor();
    }
  } finally {
    await moderator.close();
  }

  // The operator sees the role with its holder on the staff page.
  await page.goto(`${BASE_URL}/admin/staff`);
  await page.getByRole('heading', { level: 1, name: 'Staff and roles' }).waitFor();
  await page
    .getByRole('form', { name: `e2e-mod-${suffix}` })
    .getByText('Accounts with this role: 1')
    .waitFor();
  await page.getByTestId('admin-staff-row').filter({ hasText: staffEmail }).waitFor();
  await expectAccessible(page);
});
