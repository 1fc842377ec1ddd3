import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// The mortgage schedule is a plan feature (`mortgage_calculator_detail`): a guest
// meets the lock and the plans link; the demo agent, whose Gold plan includes it, signs in and
// reads the yearly schedule and one year's months.

let session: BrowserSession;

before(async () => {
  session = await openBrowser();
});
after(async () => {
  await session?.close();
});

test('a guest asking for the schedule is told to sign in, with the plans link', async () => {
  const { page } = session;
  await page.goto(`${BASE_URL}/mortgage-calculator`);
  await page.getByTestId('mortgage-schedule-button').click();
  const locked = page.getByTestId('schedule-locked');
  await locked.waitFor();
  assert.equal(await locked.getByRole('link').getAttribute('href'), '/subscription-plan');
});

test('a member whose plan includes it reads the yearly and monthly schedule', async () => {
  const { page } = session;
  await signInWithEmail(page, 'agent@domus.local', 'Agent@123', '/login?return_to=/mortgage-calculator');
  await page.waitForURL(`${BASE_URL}/mortgage-calculator`);
  await page.getByTestId('mortgage-schedule-button').click();
  const table = page.getByTestId('schedule-table');
  await table.waitFor();
  // What the API answers this member for the form's default inputs (80,000 over 20 years):
  // one row per calendar year, and the months of each.
  const answer = await page.request.get(
    `${BASE_URL}/api/mortgage-calculator?loan_amount=100000&down_payment=20000&interest_rate=6.5&loan_term_years=20&show_all_details=1`,
  );
  const years = (await answer.json()).data.yearly_totals as { monthly_totals: unknown[] }[];
  assert.ok(years.length >= 20, `a 20-year loan spans at least 20 calendar years (${years.length})`);
  assert.equal(await table.locator('tbody tr').count(), years.length);
  // The same schedule drawn: one stacked bar per year and the balance line, described in words.
  const chart = page.getByTestId('schedule-chart');
  assert.equal(await chart.locator('svg').getAttribute('aria-hidden'), 'true');
  assert.equal(await chart.locator('svg g').count(), years.length, 'a bar per year');
  assert.equal(await chart.locator('svg polyline').count(), 1, 'the balance line');
  assert.match((await chart.locator('figcaption').textContent()) ?? '', /Over 20 years you pay/);
  const firstYear = page.locator('details').first();
  await firstYear.locator('summary').click();
  assert.equal(await firstYear.locator('tbody tr').count(), years[0]?.monthly_totals.length);
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `mortgage schedule: axe found\n${formatViolations(violations)}`);
});
