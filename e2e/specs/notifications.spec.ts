import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startPushTestService } from '../../apps/api/src/testing/push-test-service';
import {
  apiSignIn,
  operatorToken,
  registerVerifiedAccount,
  signInWithEmail,
  uniqueEmail,
  uniqueMobile,
} from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated, removeOwnListings } from '../lib/journey';
import { writePng } from '../lib/png-fixture';
import { waitForExpression } from '../lib/wait';

// Notifications of a new member (registered, profile completed and the free plan taken through
// the API), whose listings are posted through the API as an app would: the operator approves one
// while the member's page is open, and the header's bell counts it at once (the realtime socket);
// /user/notifications lists it linked to the owner's page of the listing, and reading it empties
// the bell. Then this browser turns push on and the operator's rejection of the other listing is
// pushed to it: the push service is a local one that checks the VAPID signature and decrypts the
// payload (headless Chromium subscribes only through Google's push service, which it cannot reach
// here, so the page's PushManager answers with that local service's subscription). The listings
// are deleted at the end.

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const owner = { name: 'Nadia Rahman', email: uniqueEmail('notified'), password: 'Notified-Owner-1' };

let session: BrowserSession;
let page: Page;
let auth: Record<string, string> = {};

async function api<T>(call: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE_URL}/api/${call}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** A verified account with a complete profile and the free plan, signed in through the API. */
async function memberWithFreePlan(): Promise<void> {
  await registerVerifiedAccount(owner.name, owner.email, owner.password);
  const { token } = await apiSignIn(owner.email, owner.password);
  assert.ok(token, 'the new member signs in');
  auth = { authorization: `Bearer ${token}` };
  const profile = new FormData();
  profile.set('mobile', uniqueMobile());
  profile.set('address', '12 Lake Road, Pune');
  const photo = readFileSync(writePng(160, 160, 'nadia.png'));
  profile.set('profile', new Blob([photo], { type: 'image/png' }), 'nadia.png');
  assert.equal((await api('update_profile', { method: 'POST', headers: auth, body: profile })).status, 200);
  const plans = await api<{ data: { id: number; package_type: string }[] }>('get-package', { headers: auth });
  const free = plans.body.data.find((p) => p.package_type === 'free');
  assert.ok(free, 'the demo data has a free plan');
  const taken = await api('assign_package', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ package_id: free.id }),
  });
  assert.equal(taken.status, 201, 'the free plan is taken');
}

interface Posted {
  id: number;
  slug: string;
  title: string;
}

/** post_property as an app sends it: an Apartment for sale, waiting for review. */
async function postListing(title: string): Promise<Posted> {
  const categories = await api<{
    data: { id: number; category: string; parameter_types: { id: number; name: string }[] }[];
  }>('get_categories');
  const apartment = categories.body.data.find((c) => c.category === 'Apartment');
  assert.ok(apartment, 'the demo data has an Apartment category');
  const form = new FormData();
  const values: Record<string, string> = {
    title,
    description: 'Two bedrooms near the lake, a balcony facing the hills and a market around the corner.',
    category_id: String(apartment.id),
    property_type: 'sell',
    price: '250000',
    address: '12 Lake Road',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    latitude: '18.5204',
    longitude: '73.8567',
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  const wanted: Record<string, string> = { Bedrooms: '2', Bathrooms: '1', 'Area (sq ft)': '900' };
  apartment.parameter_types
    .filter((p) => p.name in wanted)
    .forEach((p, i) => {
      form.set(`parameters[${i}][parameter_id]`, String(p.id));
      form.set(`parameters[${i}][value]`, wanted[p.name] as string);
    });
  const image = readFileSync(writePng(640, 480, `${stamp}.png`));
  form.set('title_image', new Blob([image], { type: 'image/png' }), 'home.png');
  const posted = await api<{
    data:
      | { id: number; slug_id: string; request_status: string }
      | { id: number; slug_id: string; request_status: string }[];
  }>('post_property', { method: 'POST', headers: auth, body: form });
  assert.equal(posted.status, 201, `post_property answers 201: ${JSON.stringify(posted.body).slice(0, 300)}`);
  const data = Array.isArray(posted.body.data) ? posted.body.data[0] : posted.body.data;
  assert.ok(data, 'the posted listing comes back');
  assert.equal(data.request_status, 'pending', 'it waits for review');
  return { id: data.id, slug: data.slug_id, title };
}

/** The operator's decision through the operators' API (the console's buttons call the same). */
async function decide(listing: Posted, action: 'approve' | 'reject'): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/admin/properties/${listing.id}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(action === 'reject' ? { reason: 'The photos show another building.' } : {}),
  });
  assert.equal(response.status, 200, `the operator's ${action} answers 200`);
}

const bellCount = async () => Number(await page.getByTestId('notification-bell').getAttribute('data-count'));

let approved: Posted;
let rejected: Posted;

before(async () => {
  await memberWithFreePlan();
  approved = await postListing(`Lake view flat ${stamp}`);
  rejected = await postListing(`Hill view flat ${stamp}`);
  session = await openBrowser();
  page = session.page;
  await signInWithEmail(page, owner.email, owner.password);
});

after(async () => {
  try {
    await removeOwnListings(owner.email, owner.password);
  } finally {
    await session?.close();
  }
});

test('the bell counts the operator’s approval live; the notification links to the listing', async () => {
  await hydrated(page, '/user/my-properties');
  await page.getByTestId('notification-bell').waitFor();
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="notification-bell"]')?.dataset.count === '0'`,
  );
  // The realtime socket is open; the server subscribes it a moment later (a frame before is missed).
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="notification-bell"]')?.dataset.live === 'true'`,
  );
  await page.waitForTimeout(500);

  await decide(approved, 'approve');
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="notification-bell"]')?.dataset.count === '1'`,
    10_000,
  );
  assert.equal(await bellCount(), 1);
  assert.equal(
    await page.getByTestId('notification-bell').getAttribute('aria-label'),
    'Notifications, 1 unread',
  );

  await page.getByTestId('notification-bell').click();
  await page.waitForURL(`${BASE_URL}/user/notifications`);
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  const item = page.getByTestId('notification-item').first();
  await item.getByText('Property approved').waitFor();
  await item.getByText(approved.title).waitFor();
  assert.equal(await item.getAttribute('data-unread'), 'true');
  assert.equal(await item.getByRole('link').getAttribute('href'), `/my-property/${approved.slug}`);
  // Seeing them reads them: the bell empties.
  await waitForExpression(
    page,
    `document.querySelector('[data-testid="notification-bell"]')?.dataset.count === '0'`,
  );
  await expectAccessible(page, '/user/notifications');

  await item.getByRole('link').click();
  await page.waitForURL(`${BASE_URL}/my-property/${approved.slug}`);
  await page.getByRole('heading', { level: 1, name: approved.title }).waitFor();
});

test('push turned on in this browser: the operator’s rejection is pushed to it', async () => {
  let key = '';
  const service = await startPushTestService(() => key);
  try {
    const settings = await api<{ data: { push_public_key: string } }>('web-settings');
    key = settings.body.data.push_public_key;
    const subscription = service.subscribe();
    await session.context.grantPermissions(['notifications'], { origin: BASE_URL });
    // In place of Google's push service: the page's PushManager hands out the local subscription.
    await session.context.addInitScript({
      content: `(() => {
        const sub = ${JSON.stringify(subscription)};
        const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
        let current = null;
        PushManager.prototype.subscribe = async function (options = {}) {
          current = {
            endpoint: sub.endpoint,
            options: { applicationServerKey: options.applicationServerKey ?? bytes(sub.keys.p256dh) },
            toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
            unsubscribe: async () => { current = null; return true; },
          };
          return current;
        };
        PushManager.prototype.getSubscription = async function () { return current; };
      })();`,
    });

    await hydrated(page, '/user/notifications');
    const optIn = page.getByTestId('push-opt-in');
    await optIn.getByRole('button', { name: 'Turn on notifications' }).click();
    await optIn.getByText('Notifications are on in this browser.').waitFor();
    assert.equal(await optIn.getAttribute('data-state'), 'on');
    // The toast saying so loads a moment later: audit the page with it shown.
    await page.locator('[data-sonner-toast]').first().waitFor();
    await expectAccessible(page, '/user/notifications with push on');

    await decide(rejected, 'reject');
    // The open list shows it at once, as new.
    const newest = page.getByTestId('notification-item').first();
    await newest.getByText('Property rejected').waitFor({ timeout: 10_000 });
    assert.equal(await newest.getAttribute('data-unread'), 'true');
    const deadline = Date.now() + 10_000;
    while (service.to(subscription.endpoint).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [push] = service.to(subscription.endpoint);
    assert.ok(push, 'the push service received the notification');
    assert.deepEqual(push.problems, [], 'VAPID signed, encrypted for this subscription');
    assert.equal(push.payload?.event, 'property_rejected');
    assert.equal(push.payload?.title, 'Property rejected');
    assert.equal(push.payload?.property_id, rejected.id);
    assert.equal(push.payload?.url, `/my-property/${rejected.slug}`);
    assert.match(String(push.payload?.body), /another building/);

    // Turned off again: the server forgets this browser.
    await optIn.getByRole('button', { name: 'Turn off notifications' }).click();
    await optIn.getByRole('button', { name: 'Turn on notifications' }).waitFor();
  } finally {
    await service.close();
  }
});
