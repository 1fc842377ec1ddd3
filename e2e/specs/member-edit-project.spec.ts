import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiSignIn, operatorToken, signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { pngBytes } from '../lib/png-fixture';

// Editing a project as the demo agent: a project of theirs, approved by the operator, is opened
// from "My projects" with its Edit action; its title and a floor plan's title are changed and
// saved; the owner's page of the project then shows the new words and "Under review" (an edit
// goes back to review without auto-approval, which the demo data leaves off). Another member's
// project is the 404 page on both pages. The project is posted through the API for this journey
// and deleted after it, so the specs after this one see the demo data as seeded (the unit spent
// is not refunded, by design).

let session: BrowserSession;
let page: Page;
let agentToken = '';
let project: { id: number; slug_id: string } | null = null;
// Accented, so its slug is too (`e2e-résidence-…`): the pages are reached at its encoded path.
const title = `E2E Résidence ${Date.now()}`;
const newTitle = `${title} (phase 2)`;

async function api<T>(call: string, init: RequestInit & { token: string }) {
  const response = await fetch(`${BASE_URL}/api/${call}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${init.token}` },
  });
  return { status: response.status, body: (await response.json()) as { message: string; data: T } };
}

before(async () => {
  const agent = await apiSignIn('agent@domus.local', 'Agent@123');
  assert.ok(agent.token, 'the demo agent signs in');
  agentToken = agent.token;

  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    description: 'Two towers of flats near the park, posted for the edit journey.',
    category_id: '1',
    type: 'upcoming',
    location: '1 Park Road',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    latitude: '18.52',
    longitude: '73.85',
    'plans[0][title]': 'Tower A',
  }))
    form.append(name, value);
  form.append('image', new Blob([pngBytes(320, 240)], { type: 'image/png' }), 'cover.png');
  form.append('plans[0][document]', new Blob([pngBytes(300, 300)], { type: 'image/png' }), 'plan-a.png');
  const posted = await api<{ id: number; slug_id: string }>('post_project', {
    method: 'POST',
    body: form,
    token: agentToken,
  });
  assert.equal(posted.status, 201, posted.body.message);
  project = posted.body.data;
  const approved = await api(`admin/projects/${project.id}/approve`, {
    method: 'POST',
    token: await operatorToken(),
  });
  assert.equal(approved.status, 200, approved.body.message);

  session = await openBrowser();
  page = session.page;
  await signInWithEmail(page, 'agent@domus.local', 'Agent@123');
});

after(async () => {
  if (project) {
    const gone = await api('delete_project', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: project.id }),
      token: agentToken,
    });
    assert.equal(gone.status, 200, gone.body.message);
  }
  await session?.close();
});

async function hydrated(url: string) {
  await page.goto(url);
  // The app runtime's progress bar is there once the page is hydrated and its buttons work.
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
}

test('the owner edits a project’s title and a floor plan’s title; its page shows them, under review', async () => {
  assert.ok(project);
  await hydrated(`${BASE_URL}/user/my-projects`);
  const item = page
    .getByTestId('my-project')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await item.getByText('Approved').waitFor();
  await item.getByRole('link', { name: `Edit ${title}` }).click();
  await page.waitForURL(`${BASE_URL}/user/edit-project/${encodeURIComponent(project.slug_id)}`);
  await page.locator('[data-phase]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1, name: 'Edit project' }).waitFor();
  assert.equal(await page.getByLabel(/^Title/).inputValue(), title);
  assert.equal(await page.getByLabel(/^Floor plan 1: title/).inputValue(), 'Tower A');
  // The project's own plan keeps its file: a new one is optional, the current one a link away.
  await page.getByRole('link', { name: 'Floor plan 1: current file' }).waitFor();
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);

  await page.getByLabel(/^Title/).fill(newTitle);
  await page.getByLabel(/^Floor plan 1: title/).fill('Tower A – garden side');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await page.waitForURL(`${BASE_URL}/my-project/${encodeURIComponent(project.slug_id)}`);
  await page.getByText('Project Updated Successfully').waitFor();
  await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
  await page.getByTestId('my-project-page').getByText('Under review', { exact: true }).waitFor();
  await page.getByTestId('project-plans').getByRole('link', { name: 'Tower A – garden side' }).waitFor();
  // Not live while under review: no public page to point to, and no on/off switch.
  assert.equal(await page.getByRole('link', { name: 'See the public page' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /^Switch (on|off)$/ }).count(), 0);
  await page.getByRole('link', { name: `Edit ${newTitle}` }).waitFor();
  const ownerViolations = await seriousViolations(page);
  assert.equal(ownerViolations.length, 0, `\n${formatViolations(ownerViolations)}`);
});

test('another member’s project is the 404 page, to edit and to look at', async () => {
  const listed = (await (await fetch(`${BASE_URL}/api/get-projects?limit=50`)).json()) as {
    data: { slug_id: string; added_by: number }[];
  };
  const agent = await apiSignIn('agent@domus.local', 'Agent@123');
  const foreign = listed.data.find((p) => p.added_by !== agent.userId);
  assert.ok(foreign, 'the demo data has a project of someone else');
  for (const path of [`/user/edit-project/${foreign.slug_id}`, `/my-project/${foreign.slug_id}`]) {
    const response = await page.goto(`${BASE_URL}${path}`);
    assert.equal(response?.status(), 404, path);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  }
});
