import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { waitForExpression } from '../lib/wait';

// Journey: a visitor opens a property page. Its server HTML carries the SEO essentials; in the
// browser the gallery works from the keyboard, the location is there, the owner card leads to the
// agent, a similar listing opens; a premium listing shows its teaser to a guest and a sold one
// says so. axe is clean on each.

interface ListItem {
  slug_id: string;
  title: string;
  is_premium: boolean;
  property_type: string;
  latitude: number | null;
  gallery?: unknown[];
}

async function apiList(query: string): Promise<ListItem[]> {
  const response = await fetch(`${BASE_URL}/api/${query}`);
  const body = (await response.json()) as { data: ListItem[] };
  return body.data;
}

let session: BrowserSession;
let page: Page;
let listing: ListItem;
let premium: ListItem | undefined;
let sold: ListItem | undefined;

before(async () => {
  const items = await apiList('get-property-list?property_type=sell&limit=50');
  const found = items.find((p) => !p.is_premium && p.latitude !== null && (p.gallery?.length ?? 0) >= 2);
  assert.ok(found, 'the demo data has a public sale listing with a gallery and coordinates');
  listing = found;
  premium = (await apiList('get-property-list?limit=100')).find((p) => p.is_premium);
  sold = (await apiList('get_property?property_type=sold&limit=1'))[0];
  session = await openBrowser();
  page = session.page;
});

after(async () => {
  await session?.close();
});

async function expectAxeClean(what: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `axe on ${what}:\n${formatViolations(violations)}`);
}

test('the server HTML has the title, meta description, canonical link and RealEstateListing JSON-LD', async () => {
  const path = `/properties-details/${encodeURIComponent(listing.slug_id)}`;
  const response = await fetch(`${BASE_URL}${path}`);
  assert.equal(response.status, 200);
  const html = await response.text();
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  assert.ok(title.includes(listing.title.replace(/&/g, '&amp;')), `title "${title}" names the listing`);
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  assert.ok(description.length >= 20, 'a meta description');
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '';
  assert.ok(canonical.endsWith(path), `canonical ${canonical} ends with ${path}`);
  assert.match(canonical, /^https?:\/\//, 'the canonical URL is absolute');
  assert.match(html, /<meta property="og:title"/);
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null'),
  );
  const nodes = scripts.flat() as { '@type': string; name?: string; offers?: { priceCurrency?: string } }[];
  const realEstate = nodes.find((n) => n['@type'] === 'RealEstateListing');
  assert.ok(realEstate, 'a RealEstateListing JSON-LD');
  assert.equal(realEstate.name, listing.title);
  assert.ok(realEstate.offers?.priceCurrency, 'the offer has a currency');
  assert.ok(
    nodes.some((n) => n['@type'] === 'BreadcrumbList'),
    'breadcrumbs JSON-LD',
  );
  assert.ok(
    nodes.some((n) => n['@type'] === 'Organization'),
    'organisation JSON-LD',
  );
});

test('an unknown slug shows the not-found page', async () => {
  const response = await fetch(`${BASE_URL}/properties-details/no-such-listing-anywhere`);
  const html = await response.text();
  assert.match(html, /<meta name="robots" content="noindex"\/>/);
  // A real 404 status needs the answer decided before the shell streams; the root loading boundary
  // streams first, so Next marks the page noindex instead. Either way the visitor gets the 404 page.
  assert.ok(response.status === 404 || html.includes('Page not found'), 'the 404 page');
});

test('the gallery opens with the keyboard, moves with the arrows and closes with Escape', async () => {
  const response = await page.goto(`${BASE_URL}/properties-details/${encodeURIComponent(listing.slug_id)}`);
  assert.equal(response?.status(), 200);
  await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
  const opener = page.getByTestId('gallery-open').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('lightbox');
  await dialog.waitFor({ state: 'visible' });
  const counter = page.getByTestId('lightbox-counter');
  const first = (await counter.textContent()) ?? '';
  assert.match(first, /^Photo 1 of \d+$/);
  await page.keyboard.press('ArrowRight');
  assert.match((await counter.textContent()) ?? '', /^Photo 2 of \d+$/);
  await page.keyboard.press('ArrowLeft');
  assert.match((await counter.textContent()) ?? '', /^Photo 1 of \d+$/);
  // Focus stays inside while open.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  assert.ok(
    await page.evaluate<boolean>('!!document.activeElement?.closest(\'[data-testid="lightbox"]\')'),
    'focus is trapped in the lightbox',
  );
  await expectAxeClean('the open lightbox');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await waitForExpression(page, 'document.activeElement?.getAttribute("data-testid") === "gallery-open"');
  // Space opens it too.
  await page.keyboard.press('Space');
  await dialog.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

test('the page has the location with its map, the owner card and the facts', async () => {
  await page.getByTestId('location').waitFor();
  // Before the map scrolls near: Leaflet's own attribution control is the map component's concern.
  await expectAxeClean('the property page');
  assert.ok(await page.getByRole('link', { name: 'Open in OpenStreetMap' }).isVisible());
  const map = page.getByTestId('listing-map');
  await map.scrollIntoViewIfNeeded();
  assert.ok(await map.isVisible(), 'the map region');
  const owner = page.getByTestId('owner-link');
  assert.match((await owner.getAttribute('href')) ?? '', /^\/agents\/[^/]+$/);
  assert.ok((await page.getByTestId('parameters').locator('dt').count()) > 0, 'parameters listed');
});

test('a similar property link navigates to that listing', async () => {
  const link = page.getByTestId('similar').locator('a[href^="/properties-details/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  assert.ok(href && !href.endsWith(`/${listing.slug_id}`));
  await link.click();
  await page.waitForURL(`**${href}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
});

test('the owner card leads to the agent page', async () => {
  const href = (await page.getByTestId('owner-link').getAttribute('href')) ?? '';
  await page.getByTestId('owner-link').click();
  await page.waitForURL(`**${href}`);
});

test('a premium listing shows its teaser to a guest', async () => {
  assert.ok(premium, 'the demo data has a premium listing on the first pages');
  const response = await page.goto(`${BASE_URL}/properties-details/${encodeURIComponent(premium.slug_id)}`);
  assert.equal(response?.status(), 200);
  const teaser = page.getByTestId('premium-teaser');
  await teaser.waitFor();
  assert.ok(await teaser.getByRole('heading', { level: 1, name: premium.title }).isVisible());
  assert.match((await teaser.textContent()) ?? '', /Please (log in|subscribe) first/);
  assert.equal(
    await teaser.getByRole('link', { name: 'See subscription plans' }).getAttribute('href'),
    '/subscription-plan',
  );
  assert.equal(await page.getByTestId('parameters').count(), 0, 'no details leak into the teaser');
  await expectAxeClean('the premium teaser');
});

test('a sold listing says it is sold', async () => {
  assert.ok(sold, 'the demo data has a visible sold listing');
  await page.goto(`${BASE_URL}/properties-details/${encodeURIComponent(sold.slug_id)}`);
  const banner = page.getByTestId('status-banner');
  await banner.waitFor();
  assert.match((await banner.textContent()) ?? '', /sold/i);
  await expectAxeClean('a sold listing');
});

test('a project page shows a guest its teaser, with SEO tags from the preview', async () => {
  const projects = (await (await fetch(`${BASE_URL}/api/get-projects?limit=1`)).json()) as {
    data: { slug_id: string; title: string }[];
  };
  const project = projects.data[0];
  assert.ok(project, 'the demo data has a project');
  const path = `/project-details/${encodeURIComponent(project.slug_id)}`;
  const html = await (await fetch(`${BASE_URL}${path}`)).text();
  assert.match(html, new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
  assert.match(html, /<meta name="description" content="[^"]+"/);
  assert.match(html, /"@type":"RealEstateListing"/);

  await page.goto(`${BASE_URL}${path}`);
  const teaser = page.getByTestId('project-teaser');
  await teaser.waitFor();
  assert.ok(await teaser.getByRole('heading', { level: 1, name: project.title }).isVisible());
  assert.match((await teaser.textContent()) ?? '', /You have not logged in\. Please log in first/);
  await expectAxeClean('the project teaser');
});

test('the 360° view and the video load only when asked for', async () => {
  const details: {
    slug_id: string;
    is_premium: boolean;
    three_d_image: string | null;
    video_link: string | null;
  }[] = [];
  for (const offset of [0, 50, 100]) {
    const answer = (await (await fetch(`${BASE_URL}/api/get_property?limit=50&offset=${offset}`)).json()) as {
      data: typeof details;
    };
    details.push(...answer.data);
  }
  const panorama = details.find((p) => !p.is_premium && p.three_d_image);
  const video = details.find((p) => !p.is_premium && p.video_link?.includes('youtube'));
  assert.ok(panorama && video, 'the demo data has a listing with a 360° image and one with a YouTube video');

  await page.goto(`${BASE_URL}/properties-details/${encodeURIComponent(panorama.slug_id)}`);
  const open = page.getByTestId('panorama-open');
  await open.scrollIntoViewIfNeeded();
  await open.focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('panorama-viewer').waitFor();
  const position = () =>
    page.evaluate<string>(
      'getComputedStyle(document.querySelector(\'[data-testid="panorama-viewer"] [role="img"]\')).backgroundPositionX',
    );
  const before = await position();
  await page.keyboard.press('ArrowRight');
  assert.notEqual(await position(), before, 'the arrow keys turn the panorama');

  await page.goto(`${BASE_URL}/properties-details/${encodeURIComponent(video.slug_id)}`);
  assert.equal(await page.locator('[data-testid="video"] iframe').count(), 0, 'no video iframe before play');
  await page.getByTestId('video').getByRole('button').click();
  await page.locator('[data-testid="video"] iframe').waitFor({ state: 'attached' });
});
