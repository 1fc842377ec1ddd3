import type { Locator, Page } from 'playwright-core';
import { expectAccessible, hydrated } from './journey';

// Buying a plan on /subscription-plan through the built-in payment sandbox (the demo data switches
// every gateway on, each served by the sandbox): shared by the payment and featuring journeys.

export function planCard(page: Page, name: string): Locator {
  return page.getByTestId('plan').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Opens the plan's payment dialog and pays with `method`; resolves on the sandbox's page. */
export async function payOnSandbox(page: Page, name: string, method: string): Promise<void> {
  await hydrated(page, '/subscription-plan');
  await planCard(page, name).getByRole('button', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog', { name: `Pay for ${name}` });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: method }).check();
  await expectAccessible(page, `the payment dialog for ${name}`);
  await Promise.all([page.waitForURL(/\/api\//), dialog.getByRole('button', { name: /^Pay / }).click()]);
  await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
}

/** The transaction a payment return page names. */
export function transactionIdIn(url: string): number {
  const id = Number(new URL(url).searchParams.get('payment_transaction_id'));
  if (!(id > 0)) throw new Error(`the return page names its transaction: ${url}`);
  return id;
}
