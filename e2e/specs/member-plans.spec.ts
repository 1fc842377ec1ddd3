import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { registerVerifiedAccount, signInWithEmail, uniqueEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// The plans page every "See subscription plans" link leads to: a guest sees the plans on sale and
// is asked to sign in; a new member activates the free plan, which then shows as theirs with its
// units, and is no longer offered.

let session: BrowserSession;
let page: Page;
const email = uniqueEmail('plans');
const password = 'Plans-123';

before(async () => {
  await registerVerifiedAccount('Lina Costa', email, password);
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

async function planNames(testId: string): Promise<string[]> {
  return page.getByTestId(testId).locator('h3').allTextContents();
}

test('a guest sees the plans on sale, the free one with a way to sign in', async () => {
  const response = await page.goto(`${BASE_URL}/subscription-plan`);
  assert.equal(response?.status(), 200);
  await page.getByRole('heading', { level: 1, name: 'Subscription plans' }).waitFor();
  const offered = await planNames('available-plans');
  assert.ok(offered.includes('Basic') && offered.includes('Gold'), `plans shown: ${offered.join(', ')}`);
  const basic = page.getByTestId('plan').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  await basic.getByText('Free', { exact: true }).waitFor();
  await basic.getByText('Duration: 30 days').waitFor();
  await basic.getByText('Post properties: 3').waitFor();
  assert.equal(
    await basic.getByRole('link', { name: 'Sign in to activate' }).getAttribute('href'),
    '/login?return_to=/subscription-plan',
  );
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});

test('a member activates the free plan and sees it as theirs, with its units', async () => {
  // A new member lands on their profile first (it is incomplete); the plans are a click away.
  await signInWithEmail(page, email, password, '/login?return_to=/subscription-plan');
  await page.goto(`${BASE_URL}/subscription-plan`);
  const basic = page.getByTestId('plan').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  await basic.getByRole('button', { name: 'Activate free plan' }).click();
  const mine = page.getByTestId('my-plan').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  await mine.waitFor();
  await mine.getByText('0 of 3 used, 3 left').waitFor();
  assert.ok(!(await planNames('available-plans')).includes('Basic'), 'Basic is no longer offered');

  // The page as served after a reload says the same: the server read it with the session.
  await page.reload();
  await mine.waitFor();
  await page.getByRole('heading', { name: 'My active plans' }).waitFor();
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});

test('"My subscriptions" lists the plan with its units used and left, and the days it has left', async () => {
  await page.getByRole('link', { name: 'See all my subscriptions' }).click();
  await page.waitForURL(/\/user\/subscriptions$/);
  await page.getByRole('heading', { level: 1, name: 'My subscriptions' }).waitFor();
  const basic = page
    .getByTestId('subscriptions-active')
    .getByTestId('subscription')
    .filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  await basic.getByText('Ends in 30 days').waitFor();
  const posts = basic.getByTestId('subscription-feature').filter({ hasText: 'Post properties' });
  await posts.getByText('0 / 3 used, 3 left').waitFor();
  const bar = posts.getByRole('progressbar', { name: 'Post properties: 0 of 3 used' });
  assert.equal(await bar.getAttribute('aria-valuemax'), '3');
  assert.equal(await bar.getAttribute('aria-valuenow'), '0');
  assert.equal(
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'My subscriptions' })
      .getAttribute('aria-current'),
    'page',
  );
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
});
