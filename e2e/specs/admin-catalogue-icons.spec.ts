import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInWithEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated } from '../lib/journey';
import { writePng } from '../lib/png-fixture';

// The catalogue's pictures by upload: the demo operator replaces a category's icon on its console
// page (a wrong file is refused next to the field first), and the public /categories list shows
// the new icon at once; a facility's icon is replaced the same way on /admin/facilities.

let admin: BrowserSession;
let page: Page;

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});
after(async () => {
  await admin?.close();
});

interface PublicCategory {
  id: number;
  category: string;
  image: string | null;
}

async function publicCategories(): Promise<PublicCategory[]> {
  const response = await fetch(`${BASE_URL}/api/get_categories?has_property=1&limit=100`);
  return ((await response.json()) as { data: PublicCategory[] }).data;
}

test("the operator uploads a category's icon; the public category list shows it at once", async () => {
  // A category with listings, so /categories lists it; the last one, which other journeys leave be.
  const category = (await publicCategories()).at(-1);
  assert.ok(category, 'the demo data has categories with listings');
  await hydrated(page, `/admin/categories/${category.id}`);
  const field = page.getByTestId('category-icon');
  const input = field.getByLabel(`Replace: Icon of ${category.category} (JPEG or PNG)`);

  // A file that is not a JPEG or PNG is refused before it is sent.
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await field.getByRole('alert').getByText('This file type is not allowed').waitFor();
  await expectAccessible(page, 'the category page with a refused file');

  await input.setInputFiles(writePng(96, 96, 'icon.png'));
  await page.getByText('Category icon updated').waitFor();
  // Fresh at once: the write dropped the cached answer.
  const stored = (await publicCategories()).find((c) => c.id === category.id)?.image ?? '';
  const key = (stored.match(/categories\/[0-9a-f]{32}\.png/) ?? [''])[0];
  assert.ok(key, `get_categories gives the new icon (${stored})`);
  await field.locator(`img[src*="${key}"]`).waitFor();

  await page.goto(`${BASE_URL}/categories`);
  const card = page.getByTestId('category-link').filter({ hasText: category.category });
  const icon = card.locator('img');
  await icon.waitFor();
  const src = decodeURIComponent((await icon.getAttribute('src')) ?? '');
  assert.ok(src.includes(key), `the /categories card shows the new icon (${src})`);
});

test("the operator uploads a nearby place's icon on /admin/facilities", async () => {
  await hydrated(page, '/admin/facilities');
  const first = page.getByTestId('facility-icon').first();
  await first.locator('input[type="file"]').setInputFiles(writePng(64, 64, 'place.png'));
  await page.getByText('Facility icon updated').waitFor();
  await first.locator('img[src*="facilities/"]').waitFor();
  await expectAccessible(page, 'the facilities page');
});
