import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiSignIn, registerVerifiedAccount, signInWithEmail, uniqueEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { mailFilesTo, waitForMail } from '../lib/mailbox';

// The admin console's listing reports and contact inbox (issue 14). A member reports a listing
// with one of the operator's reasons; the operator finds the report, deactivates the listing, and
// its public page is gone (the owner switches it back on at the end). A visitor writes through
// the contact form; the operator replies from the inbox and the reply reaches the visitor's
// mailbox.

let member: BrowserSession;
let admin: BrowserSession;
let page: Page;
const email = uniqueEmail('reporter');
const password = 'Reporter-123';
const visitorEmail = uniqueEmail('visitor');
const subject = `Parking question ${randomBytes(3).toString('hex')}`;
let agentToken = '';
let listing: { id: number; slug_id: string; title: string };

before(async () => {
  await registerVerifiedAccount('Rita Reporter', email, password);
  const agent = await apiSignIn('agent@domus.local', 'Agent@123');
  assert.ok(agent.token && agent.userId, 'the demo agent signs in');
  agentToken = agent.token;
  // Not the agent's first listing: other journeys use that one.
  const own = (await (
    await fetch(`${BASE_URL}/api/get_property?userid=${agent.userId}&property_type=rent&offset=2&limit=1`)
  ).json()) as { data: { id: number; slug_id: string; title: string }[] };
  const found = own.data[0];
  assert.ok(found, 'the demo agent has listings for rent');
  listing = found;
  member = await openBrowser();
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  await member?.close();
  await admin?.close();
  // The owner switches the listing back on, so the demo keeps it.
  if (listing) {
    await fetch(`${BASE_URL}/api/change-property-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ property_id: listing.id, status: 'active' }),
    });
  }
});

async function expectAccessible(on: Page): Promise<void> {
  const violations = await seriousViolations(on);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
}

test('a member reports a listing; the operator deactivates it and its public page is gone', async () => {
  const reporter = member.page;
  await signInWithEmail(reporter, email, password);
  await reporter.goto(`${BASE_URL}/properties-details/${listing.slug_id}`, { waitUntil: 'load' });
  await reporter.getByTestId('report-button').click();
  const dialog = reporter.getByTestId('report-dialog');
  await dialog.getByRole('radio', { name: 'Suspected fraud or scam' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.goto(`${BASE_URL}/admin`);
  await page
    .getByRole('navigation', { name: 'Admin console sections' })
    .getByRole('link', { name: 'Listing reports' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Listing reports' }).waitFor();
  await page.getByLabel('Search listing, people or reason').fill(listing.title);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page
    .getByTestId('listing-report-row')
    .filter({ hasText: 'Rita Reporter' })
    .filter({ hasText: 'Suspected fraud or scam' });
  await row.waitFor();
  await expectAccessible(page);

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Deactivate listing' }).click();
  await page.getByText('Listing deactivated').first().waitFor();
  await page.getByLabel('State').selectOption('actioned');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page
    .getByTestId('listing-report-row')
    .filter({ hasText: 'Rita Reporter' })
    .getByText('Not public')
    .waitFor();

  const response = await fetch(`${BASE_URL}/properties-details/${listing.slug_id}`);
  const html = await response.text();
  assert.ok(response.status === 404 || html.includes('Page not found'), 'the listing’s page is gone');
});

test('a visitor’s contact message is answered from the inbox and the reply arrives by mail', async () => {
  const visitor = member.page;
  await visitor.goto(`${BASE_URL}/contact-us`);
  const form = visitor.getByTestId('contact-form');
  await visitor.getByLabel(/^First name/).fill('Vera');
  await visitor.getByLabel(/^Last name/).fill('Visitor');
  await visitor.getByLabel(/^Email/).fill(visitorEmail);
  await visitor.getByLabel(/^Subject/).fill(subject);
  await visitor.getByLabel(/^Message/).fill('Does the flat come with a parking space?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await visitor.getByText('Contact request sent successfully').first().waitFor();

  await page.goto(`${BASE_URL}/admin/contact-requests`);
  await page.getByRole('heading', { level: 1, name: 'Contact requests' }).waitFor();
  await page.getByRole('link', { name: subject }).click();
  await page.getByRole('heading', { level: 1, name: subject }).waitFor();
  await expectAccessible(page);

  const reply = page.getByTestId('contact-reply');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await reply.getByText('Message is required').waitFor();
  const earlier = mailFilesTo(visitorEmail);
  await reply.getByLabel(/^Your reply to/).fill('Yes: one covered space comes with it.');
  page.once('dialog', (d) => void d.accept());
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await page.getByTestId('contact-request-state').getByText('Handled').waitFor();

  const mail = await waitForMail(visitorEmail, { after: earlier });
  assert.equal(mail.subject, `Re: ${subject}`);
  assert.match(mail.text, /Yes: one covered space comes with it\./);
  assert.match(mail.text, /> Does the flat come with a parking space\?/);
});
