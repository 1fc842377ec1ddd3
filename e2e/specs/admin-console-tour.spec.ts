import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';

// Every section of the admin console as the demo operator, found from the console's own
// navigation (so a new section is toured without touching this file): each opens with its heading,
// passes axe, and fits a tablet's width without sideways scrolling; on a tablet the navigation
// folds into a menu that opens from the keyboard. With CONSOLE_SHOTS_DIR set, a screenshot of each
// screen is written there (what the closing note's screen review looks at).

const shotsDir = process.env.CONSOLE_SHOTS_DIR;
let admin: BrowserSession;
let page: Page;
let sections: { name: string; href: string }[] = [];

before(async () => {
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  admin = await openBrowser({ viewport: { width: 1280, height: 900 } });
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  await admin?.close();
});

async function shoot(name: string): Promise<void> {
  if (!shotsDir) return;
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

test('the console navigation lists its sections in groups', async () => {
  await page.goto(`${BASE_URL}/admin`);
  const nav = page.getByRole('navigation', { name: 'Admin console sections' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  sections = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => ({ name: (link.textContent ?? '').trim(), href: link.getAttribute('href') ?? '' })),
    );
  assert.ok(sections.length >= 15, `only ${sections.length} sections listed`);
  assert.equal(new Set(sections.map((s) => s.href)).size, sections.length, 'a section is listed twice');
  for (const group of ['Overview', 'Listings', 'Catalogue', 'System']) {
    await nav.locator('p:visible').getByText(group, { exact: true }).waitFor();
  }
});

test('each section opens with its heading, marked current, and passes axe', async () => {
  assert.ok(sections.length > 0);
  for (const section of sections) {
    const response = await page.goto(`${BASE_URL}${section.href}`);
    assert.equal(response?.status(), 200, `${section.href} answered ${response?.status()}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const current = page
      .getByRole('navigation', { name: 'Admin console sections' })
      .locator('a[aria-current="page"]:visible');
    assert.equal(await current.getAttribute('href'), section.href, `${section.href} is not marked current`);
    const violations = await seriousViolations(page);
    assert.equal(violations.length, 0, `${section.href}\n${formatViolations(violations)}`);
    await shoot(`desktop${section.href.replaceAll('/', '-')}`);
  }
});

test('on a tablet each section fits the width, and the folded menu opens from the keyboard', async () => {
  await page.setViewportSize({ width: 820, height: 1180 });
  for (const section of sections) {
    await page.goto(`${BASE_URL}${section.href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    assert.ok(overflow <= 1, `${section.href} scrolls sideways by ${overflow}px at 820px`);
    // The site header stays one row (its links fold into the menu below desktop widths).
    const header = await page.locator('header').first().boundingBox();
    assert.ok(header && header.height <= 80, `the header is ${header?.height}px tall at 820px`);
    await shoot(`tablet${section.href.replaceAll('/', '-')}`);
  }
  await page.goto(`${BASE_URL}/admin`);
  const menu = page.getByText('Console menu');
  await menu.focus();
  await page.keyboard.press('Enter');
  const settings = page
    .getByRole('navigation', { name: 'Admin console sections' })
    .getByRole('link', { name: 'Settings' });
  await settings.waitFor();
  await settings.click();
  await page.waitForURL(`${BASE_URL}/admin/settings`);
  await page.setViewportSize({ width: 1280, height: 900 });
});
