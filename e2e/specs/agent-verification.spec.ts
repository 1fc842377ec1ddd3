import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiSignIn,
  operatorToken,
  registerVerifiedAccount,
  signInWithEmail,
  uniqueEmail,
} from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated } from '../lib/journey';

// Agent verification, member and operator: the operator adds a file field and a choice field in
// the form builder; a new member applies (the form refuses an empty attempt in the server's words
// first), uploads a file and sees "Under Review"; the operator finds the application in the
// queue and approves it; the member's profile and agent page show the verified badge. Then the
// operator revokes with a reason, the member reads it, re-applies from the prefilled form, and
// the operator fails it. The fields added here are deleted at the end.

const suffix = Math.random().toString(16).slice(2, 8);
const member = { name: `E2E Applicant ${suffix}`, email: uniqueEmail('verify'), password: 'Verify@123' };
const fileFieldName = `E2E licence scan ${suffix}`;
const choiceFieldName = `E2E licence type ${suffix}`;
let memberSession: BrowserSession;
let adminSession: BrowserSession;
let me: Page;
let admin: Page;
let applicationPath = '';

interface FormField {
  id: number;
  name: string;
  field_type: string;
  form_fields_values: Array<{ id: number; value: string }>;
}

const scan = path.join(tmpdir(), `e2e-licence-${suffix}.txt`);

before(async () => {
  writeFileSync(scan, 'Licence number 12345\n'.repeat(2000));
  await registerVerifiedAccount(member.name, member.email, member.password);
  [memberSession, adminSession] = await Promise.all([openBrowser(), openBrowser()]);
  me = memberSession.page;
  admin = adminSession.page;
  await Promise.all([
    signInWithEmail(me, member.email, member.password),
    signInWithEmail(admin, 'admin@domus.local', 'Admin@123'),
  ]);
});

after(async () => {
  const token = await operatorToken();
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${BASE_URL}/api/admin/verification-fields`, { headers })).json()) as {
    data: FormField[];
  };
  for (const field of list.data.filter((f) => f.name.endsWith(suffix))) {
    await fetch(`${BASE_URL}/api/admin/verification-fields/${field.id}`, { method: 'DELETE', headers });
  }
  await Promise.all([memberSession?.close(), adminSession?.close()]);
});

/** The active fields the member's form shows, as the API lists them to the member. */
async function memberFields(): Promise<FormField[]> {
  const { token } = await apiSignIn(member.email, member.password);
  const response = await fetch(`${BASE_URL}/api/get-agent-verification-form-fields`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: FormField[] }).data;
}

/** Answers every field of the form by its type; the file field gets `scan`. */
async function fillForm(fields: FormField[], skipFilled = false): Promise<void> {
  for (const field of fields) {
    const control = me.locator(`#verification-field-${field.id}`);
    switch (field.field_type) {
      case 'radio':
      case 'checkbox':
        await control
          .getByRole(field.field_type === 'radio' ? 'radio' : 'checkbox')
          .first()
          .check();
        break;
      case 'dropdown':
        await control.selectOption({ index: 1 });
        break;
      case 'file':
        await control.setInputFiles(scan);
        break;
      case 'number':
        await control.fill('7');
        break;
      default:
        if (!skipFilled || (await control.inputValue()) === '')
          await control.fill(`Answer for ${field.name}`);
    }
  }
}

async function addField(name: string, type: string, options: string[] = []): Promise<void> {
  await admin.getByRole('button', { name: 'Add a field' }).click();
  const form = admin.getByTestId('verification-field-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Type').selectOption(type);
  for (const [index, option] of options.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add an option' }).click();
    await form.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  }
  await form.getByLabel('Section').fill(`E2E documents ${suffix}`);
  await form.getByRole('button', { name: 'Add field' }).click();
  await admin.getByTestId('verification-field-row').filter({ hasText: name }).waitFor();
}

test('the operator builds the form: a choice field and a file field', async () => {
  await hydrated(admin, '/admin/verification-fields');
  await admin.getByRole('heading', { level: 1, name: 'Verification form' }).waitFor();
  await expectAccessible(admin, 'the form builder');
  // The shared schema's words, before anything is sent.
  await admin.getByRole('button', { name: 'Add a field' }).click();
  await admin.getByRole('button', { name: 'Add field' }).click();
  await admin.getByText('Name is required').waitFor();
  await expectAccessible(admin, 'the field form with its messages');
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await addField(choiceFieldName, 'radio', ['Individual', 'Company']);
  await addField(fileFieldName, 'file');
  await expectAccessible(admin, 'the form builder with fields');
});

test('a new member applies with a file and sees "Under Review"', async () => {
  await hydrated(me, '/user/agent-verification');
  const form = me.getByTestId('verification-form');
  await form.waitFor();
  await expectAccessible(me, 'the verification form');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await me.getByTestId('verification-form-error').filter({ hasText: 'Please fill all fields' }).waitFor();
  await expectAccessible(me, 'the verification form with its messages');

  const fields = await memberFields();
  const file = fields.find((field) => field.name === fileFieldName);
  const choice = fields.find((field) => field.name === choiceFieldName);
  assert.ok(file && choice, 'the member form lists the fields the operator added');
  // A refused file type, in the API's words, next to its field.
  const wrong = path.join(tmpdir(), `e2e-wrong-${suffix}.exe`);
  writeFileSync(wrong, 'MZ');
  await me.locator(`#verification-field-${file.id}`).setInputFiles(wrong);
  await fillForm(fields.filter((field) => field.id !== file.id));
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await me
    .getByTestId(`verification-error-${file.id}`)
    .filter({ hasText: 'This file type is not allowed' })
    .waitFor();

  await me.locator(`#verification-field-${file.id}`).setInputFiles(scan);
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await me.getByTestId('verification-pending').getByRole('heading', { name: 'Under Review' }).waitFor();
  const answers = me.getByTestId('verification-answers');
  await answers.getByText('Individual').first().waitFor();
  const fileLink = answers.getByRole('link', { name: new RegExp(`Open ${fileFieldName}`) });
  assert.equal(await fileLink.getAttribute('target'), '_blank');
  // The file itself, as the member's browser opens it (an access-checked address).
  const opened = await me.context().request.get((await fileLink.getAttribute('href')) ?? '');
  assert.equal(opened.status(), 200);
  assert.match(await opened.text(), /Licence number 12345/);
  await expectAccessible(me, 'the under-review screen');

  // The stored settings know: the profile says it too.
  await hydrated(me, '/user/profile');
  await me.getByTestId('profile-verification').getByText('under review').waitFor();
});

test('the operator finds the application in the queue and approves it', async () => {
  await hydrated(admin, '/admin/verifications');
  await admin.getByRole('heading', { level: 1, name: 'Verifications' }).waitFor();
  await admin.getByLabel('Member name or email').fill(member.email);
  await admin.getByRole('button', { name: 'Apply' }).click();
  const link = admin.getByRole('link', { name: `Review the application of ${member.name}` });
  await link.waitFor();
  await expectAccessible(admin, 'the verification queue');
  applicationPath = (await link.getAttribute('href')) ?? '';
  await link.click();
  await admin.getByRole('heading', { level: 1, name: `Verification of ${member.name}` }).waitFor();
  await admin.locator('[data-phase]').waitFor({ state: 'attached' });
  const fileLink = admin.getByRole('link', { name: new RegExp(`Open ${fileFieldName}`) });
  assert.equal(await fileLink.getAttribute('target'), '_blank');
  await expectAccessible(admin, 'the application');
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('button', { name: 'Revoke verification' }).waitFor();
  await admin.getByTestId('verification-applicant').getByText('Verified').waitFor();
});

test('the member sees the verified badge on the profile, the screen and the agent page', async () => {
  // The notification of the review leads to the verification page.
  await hydrated(me, '/user/notifications');
  const notice = me
    .getByTestId('notification-item')
    .filter({ hasText: 'Verification approved' })
    .getByRole('link');
  assert.equal(await notice.getAttribute('href'), '/user/agent-verification');
  await hydrated(me, '/user/profile');
  await me.getByTestId('profile-verification').getByText('Verified agent').waitFor();
  await hydrated(me, '/user/agent-verification');
  await me.getByTestId('verification-success').waitFor();
  const agentHref = await admin.getByRole('link', { name: 'Open the agent page' }).getAttribute('href');
  assert.ok(agentHref);
  await hydrated(me, agentHref);
  await me.getByRole('heading', { level: 1 }).getByText('Verified').waitFor();
});

test('revoked with a reason, the member reads it, re-applies, and is failed', async () => {
  await hydrated(admin, applicationPath);
  await admin.getByRole('button', { name: 'Revoke verification' }).click();
  const dialog = admin.getByTestId('verification-revoke-dialog');
  await dialog.getByRole('button', { name: 'Revoke verification' }).click();
  await dialog.getByText('Please give a reason').waitFor();
  await dialog.getByLabel('Reason').fill('The licence has expired.');
  await dialog.getByRole('button', { name: 'Revoke verification' }).click();
  await admin.getByTestId('verification-reason').getByText('The licence has expired.').waitFor();

  await hydrated(me, '/user/agent-verification');
  const failed = me.getByTestId('verification-failed');
  await failed.getByRole('heading', { name: 'Verification Failed' }).waitFor();
  await failed.getByTestId('verification-reason').getByText('The licence has expired.').waitFor();
  await expectAccessible(me, 'the failed screen');
  await failed.getByRole('button', { name: 'Apply again' }).click();
  const fields = await memberFields();
  const choice = fields.find((field) => field.name === choiceFieldName);
  assert.ok(choice);
  // Prefilled with the earlier answers; the file is chosen again.
  assert.equal(
    await me.locator(`#verification-field-${choice.id}`).getByRole('radio').first().isChecked(),
    true,
  );
  await fillForm(fields.filter((field) => field.field_type === 'file'));
  await me.getByRole('button', { name: 'Submit for review' }).click();
  await me.getByTestId('verification-pending').waitFor();

  await hydrated(admin, applicationPath);
  await admin.getByRole('button', { name: 'Fail' }).click();
  const failDialog = admin.getByTestId('verification-fail-dialog');
  await failDialog.getByLabel('Reason').fill('The scan is unreadable.');
  await failDialog.getByRole('button', { name: 'Fail' }).click();
  await admin.getByTestId('verification-reason').getByText('The scan is unreadable.').waitFor();
  await hydrated(me, '/user/agent-verification');
  await me.getByTestId('verification-reason').getByText('The scan is unreadable.').waitFor();
});
