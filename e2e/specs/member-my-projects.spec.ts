import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { writePng } from '../lib/png-fixture';

// "My projects" and "Add a project" as the demo agent: the form's own messages (the floor-plan
// rule included) before anything is sent, a project posted with a cover and a floor plan, found
// in the list, switched off and on when it is live, and deleted after its confirmation — so the
// specs after this one see the demo data as seeded (the unit spent is not refunded, by design).

let session: BrowserSession;
let page: Page;
const title = `E2E Towers ${Date.now()}`;

before(async () => {
  session = await openBrowser();
  page = session.page;
  await signInWithEmail(page, 'agent@domus.local', 'Agent@123');
});

after(async () => {
  await session?.close();
});

const item = () =>
  page.getByTestId('my-project').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function hydrated(url: string) {
  await page.goto(url);
  // The app runtime's progress bar is there once the page is hydrated and its buttons work.
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
}

test('my projects by state, with a way to add one, accessible', async () => {
  await hydrated(`${BASE_URL}/user/my-projects`);
  await page.getByRole('navigation', { name: 'Project states' }).waitFor();
  await page.getByRole('link', { name: 'Add a project' }).waitFor();
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});

test('the form answers with the spec’s messages before sending, floor plans one at a time', async () => {
  await hydrated(`${BASE_URL}/user/add-project`);
  await page.getByRole('button', { name: 'Post project' }).click();
  await page.getByTestId('error-title').getByText('Title is required').waitFor();
  // Focus moves to the first field with a message.
  assert.equal(await page.evaluate('document.activeElement && document.activeElement.name'), 'title');
  await page.getByTestId('error-image').getByText('Please select a Title Image').waitFor();

  await page.getByRole('button', { name: 'Add a floor plan' }).click();
  await page.getByLabel(/^Floor plan 1: title/).waitFor();
  await page.getByRole('button', { name: 'Add a floor plan' }).click();
  await page
    .getByTestId('error-plans.0.title')
    .getByText('fill the current floor details before adding a new floor')
    .waitFor();
  assert.equal(await page.getByLabel(/^Floor plan 2: title/).count(), 0, 'no second plan yet');
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});

test('a posted project appears in my projects; switched off and on when live; deleted after confirming', async () => {
  await hydrated(`${BASE_URL}/user/add-project`);
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('Two towers of flats near the park, built by the e2e journey.');
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  await page.getByLabel(/^Project status/).selectOption('upcoming');
  await page.getByLabel(/^Address/).fill('1 Park Road');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Country/).fill('India');
  await page.getByLabel(/^Latitude/).fill('18.52');
  await page.getByLabel(/^Longitude/).fill('73.85');
  await page.getByLabel(/^Cover picture/).setInputFiles(writePng(320, 240, 'cover.png'));
  await page.getByRole('button', { name: 'Add a floor plan' }).click();
  await page.getByLabel(/^Floor plan 1: title/).fill('Tower A');
  await page.getByLabel(/^Floor plan 1: file/).setInputFiles(writePng(300, 300, 'plan-a.png'));
  await page.getByRole('button', { name: 'Post project' }).click();

  await page.waitForURL(`${BASE_URL}/user/my-projects`);
  await item().waitFor();
  assert.match((await item().textContent()) ?? '', /Floor plans: 1/);
  const live = (await item().getByText('Approved').count()) > 0;
  if (live) {
    await item().getByRole('button', { name: 'Switch off' }).click();
    await item().getByText('Switched off').waitFor();
    await item().getByRole('button', { name: 'Switch on' }).click();
    await item().getByRole('button', { name: 'Switch off' }).waitFor();
  } else {
    await item().getByText('Under review').waitFor();
  }

  page.once('dialog', (dialog) => void dialog.accept());
  await item().getByRole('button', { name: 'Delete' }).click();
  await item().waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('navigation', { name: 'Project states' }).waitFor();
  assert.equal(await item().count(), 0, 'the project is gone');
});
