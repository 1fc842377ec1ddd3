import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  apiSignIn,
  registerVerifiedAccount,
  signInWithEmail,
  uniqueEmail,
  uniqueMobile,
} from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import {
  expectAccessible,
  fillProjectForm,
  guestSees,
  hydrated,
  openModeration,
  removeOwnListings,
} from '../lib/journey';
import { writePng } from '../lib/png-fixture';

// A project's way through review, as marketplace-journey.spec.ts does it for a property: a new
// member (registered, profile completed and the free plan taken through the API: the property
// journey walks those screens) posts a project with the plan's project unit and a floor plan; it
// waits for review in My projects; the operator approves it in the Projects tab of /admin/moderation; it
// stays off until its owner switches it on (contract §4.3); then it is on /projects and the home
// page's latest projects. axe on every page of this release it visits; deleted at the end.

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const owner = { name: 'Meera Joshi', email: uniqueEmail('project-owner'), password: 'Project-Owner-1' };
const projectTitle = `Riverside Residences ${stamp}`;
// Generous limits for a slow, shared two-core machine (uploads, server renders after a write).
const SLOW = 60_000;

let ownerSession: BrowserSession;
let adminSession: BrowserSession;
let guestSession: BrowserSession;
let page: Page; // the owner's
let projectSlug = '';

/** A verified account with a complete profile (photo, mobile, address) and the free plan. */
async function memberWithFreePlan(): Promise<void> {
  await registerVerifiedAccount(owner.name, owner.email, owner.password);
  const { token } = await apiSignIn(owner.email, owner.password);
  assert.ok(token, 'the new member signs in');
  const auth = { authorization: `Bearer ${token}` };
  const profile = new FormData();
  profile.set('mobile', uniqueMobile());
  profile.set('address', '4 Koregaon Park Road, Pune');
  profile.set(
    'profile',
    new Blob([readFileSync(writePng(160, 160, 'meera.png'))], {
      type: 'image/png',
    }),
    'meera.png',
  );
  const updated = await fetch(`${BASE_URL}/api/update_profile`, {
    method: 'POST',
    headers: auth,
    body: profile,
  });
  assert.equal(updated.status, 200, 'the profile is completed');
  const packages = (await (await fetch(`${BASE_URL}/api/get-package`, { headers: auth })).json()) as {
    data: { id: number; package_type: string }[];
  };
  const free = packages.data.find((p) => p.package_type === 'free');
  assert.ok(free, 'the demo data has a free plan');
  const assigned = await fetch(`${BASE_URL}/api/assign_package`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ package_id: free.id }),
  });
  assert.equal(assigned.status, 201, 'the free plan is taken');
}

before(async () => {
  await memberWithFreePlan();
  ownerSession = await openBrowser();
  adminSession = await openBrowser();
  guestSession = await openBrowser();
  page = ownerSession.page;
  await signInWithEmail(page, owner.email, owner.password);
  await signInWithEmail(adminSession.page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  try {
    await removeOwnListings(owner.email, owner.password);
  } finally {
    await Promise.all([ownerSession, adminSession, guestSession].map((session) => session?.close()));
  }
});

function projectItem(): Locator {
  return page
    .getByTestId('my-project')
    .filter({ has: page.getByRole('heading', { name: projectTitle, exact: true }) });
}

test('the member posts a project with the plan’s project unit; it waits for review', async () => {
  await hydrated(page, '/user/add-project');
  await page.getByRole('button', { name: 'Post project' }).waitFor();
  await expectAccessible(page, '/user/add-project');
  await fillProjectForm(page, projectTitle);
  await page.getByRole('button', { name: 'Post project' }).click();

  await page.waitForURL(`${BASE_URL}/user/my-projects`, { timeout: SLOW });
  await projectItem().waitFor();
  await projectItem().getByText('Under review').waitFor();
  await projectItem().getByText('Switched off').waitFor();
  assert.match((await projectItem().textContent()) ?? '', /Floor plans: 1/);
  assert.equal(
    await projectItem().getByRole('button', { name: 'Switch on' }).count(),
    0,
    'no switch before approval',
  );
  // Its title opens the owner's own page in every state; nothing links to a public page yet.
  assert.match(
    (await projectItem().getByRole('link', { name: projectTitle, exact: true }).getAttribute('href')) ?? '',
    /^\/my-project\//,
    'the title opens the owner’s page',
  );
  assert.equal(await projectItem().locator('a[href^="/project-details/"]').count(), 0, 'no public page yet');
  await expectAccessible(page, '/user/my-projects (under review)');
});

test('the operator approves the project; it stays off until its owner switches it on', async () => {
  const admin = await openModeration(
    adminSession.page,
    `?kind=projects&search=${encodeURIComponent(projectTitle)}`,
  );
  const item = admin
    .getByTestId('moderation-item')
    .filter({ has: admin.getByRole('heading', { level: 3, name: projectTitle }) });
  await item.getByText('Waiting for review').waitFor();
  await item.getByText(owner.email).waitFor();
  await expectAccessible(admin, '/admin/moderation?kind=projects (the new project waiting)');
  const href =
    (await item.getByRole('link', { name: `View listing: ${projectTitle}` }).getAttribute('href')) ?? '';
  projectSlug = decodeURIComponent(href.split('/').pop() ?? '');
  assert.ok(projectSlug, 'the project has an address');
  await item.getByRole('button', { name: `Approve ${projectTitle}` }).click();
  await item.waitFor({ state: 'detached', timeout: SLOW });

  await hydrated(page, '/user/my-projects');
  await projectItem().getByText('Approved').waitFor();
  await projectItem().getByText('Switched off').waitFor();
  const guest = guestSession.page;
  await guest.goto(`${BASE_URL}/projects?search=${encodeURIComponent(projectTitle)}`);
  await guest.getByTestId('state-empty').getByText('No projects match your search').waitFor();
  assert.equal(await guest.getByTestId('project-card').count(), 0, 'approved but off: not public yet');

  await projectItem().getByRole('button', { name: 'Switch on' }).click();
  await projectItem().getByRole('button', { name: 'Switch off' }).waitFor({ timeout: SLOW });
  assert.equal(await projectItem().getByText('Switched off').count(), 0);
  await projectItem().getByRole('link', { name: projectTitle, exact: true }).waitFor();
  await expectAccessible(page, '/user/my-projects (live)');
});

test('the live project is on /projects and the home page’s latest projects', async () => {
  const link = `a[href="/project-details/${encodeURIComponent(projectSlug)}"]`;
  // The guest saw this search empty while the project was off.
  const guest = await guestSees(
    guestSession.page,
    `/projects?search=${encodeURIComponent(projectTitle)}`,
    async (on) => (await on.getByTestId('project-card').count()) > 0,
    'the live project is found by its title',
  );
  const cards = guest.getByTestId('project-card');
  assert.equal(await cards.count(), 1);
  await cards.first().locator(link).getByText(projectTitle).waitFor();
  assert.match((await cards.first().textContent()) ?? '', /Upcoming/);

  // "Latest projects" lists the newest visible projects first (homepage-data's project_section).
  const firstLatest = (on: Page) => on.locator('#projects').getByTestId('project-card').first();
  const home = await guestSees(
    guestSession.page,
    '/',
    async (on) => (await firstLatest(on).locator(link).count()) > 0,
    'the live project leads the home page’s latest projects',
  );
  const latest = home.locator('#projects');
  await latest.getByRole('heading', { name: 'Latest projects' }).waitFor();

  await latest.locator(link).first().click();
  await guest.waitForURL(`**/project-details/${encodeURIComponent(projectSlug)}`);
  await guest.getByRole('heading', { level: 1, name: projectTitle }).waitFor();
});

test('the plan shows the project unit spent', async () => {
  await hydrated(page, '/subscription-plan');
  const mine = page.getByTestId('my-plan').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
  await mine.getByText('0 of 3 used').waitFor();
  await mine.getByText('1 of 1 used').waitFor();
  await expectAccessible(page, '/subscription-plan');
});
