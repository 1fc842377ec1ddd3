import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiSignIn, registerVerifiedAccount, signInWithEmail, uniqueEmail } from '../lib/accounts';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { expectAccessible, hydrated } from '../lib/journey';
import { writePng } from '../lib/png-fixture';
import { waitForExpression } from '../lib/wait';

// Chat between a buyer and the demo agent, in two browsers at once: the buyer writes from a
// listing's page, the agent sees it arrive without reloading (the realtime socket) with an unread
// badge, answers with a picture the buyer sees arrive, then the buyer blocks the agent and the
// agent's next message meets the spec's words.

const buyerName = `Chat Buyer ${Date.now().toString(36)}`;
const email = uniqueEmail('chat');
const password = 'Chat-Buyer-123';
let buyer: BrowserSession;
let owner: BrowserSession;
let listing: { id: number; slug_id: string; title: string };
let agentId: number;
let agentName: string;

before(async () => {
  await registerVerifiedAccount(buyerName, email, password);
  const agent = await apiSignIn('agent@domus.local', 'Agent@123');
  assert.ok(agent.userId, 'the demo agent signs in');
  agentId = agent.userId;
  const own = (await (
    await fetch(`${BASE_URL}/api/get_property?userid=${agentId}&property_type=sell&limit=1`)
  ).json()) as { data: { id: number; slug_id: string; title: string; customer_name: string }[] };
  const first = own.data[0];
  assert.ok(first, 'the demo agent has a listing for sale');
  listing = first;
  agentName = first.customer_name;
  [buyer, owner] = await Promise.all([openBrowser(), openBrowser()]);
});

after(async () => {
  await Promise.all([buyer?.close(), owner?.close()]);
});

/** The page's realtime socket once it is open, so frames sent from now on reach it. */
async function openChat(page: Page, path = '/user/chat'): Promise<void> {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/realtime'));
  await hydrated(page, path);
  await socket;
  // The server subscribes the socket once it has checked the cookie: a moment after the upgrade.
  await page.waitForTimeout(300);
  await page.evaluate('window.chatNoReload = true');
}

/** True while the page has not been loaded again since openChat (everything came live). */
async function notReloaded(page: Page): Promise<boolean> {
  return (await page.evaluate('window.chatNoReload === true')) === true;
}

function conversationWith(page: Page, name: string) {
  return page.getByTestId('chat-conversation').filter({ hasText: name });
}

test('a guest pressing “Message the owner” is sent to sign in, to come back to the listing', async () => {
  await hydrated(buyer.page, `/properties-details/${listing.slug_id}`);
  await buyer.page.getByRole('link', { name: 'Message the owner' }).click();
  await buyer.page.waitForURL(/\/login\?return_to=/);
  const returnTo = new URL(buyer.page.url()).searchParams.get('return_to');
  assert.equal(returnTo, `/properties-details/${listing.slug_id}`);
  // (A new account's profile is incomplete, so signing in goes to the profile first.)
  await signInWithEmail(buyer.page, email, password, `/login?return_to=${encodeURIComponent(returnTo)}`);
});

/** The number on the header's chat link (0 when it shows none). */
async function headerUnread(page: Page): Promise<number> {
  const badge = page.getByTestId('chat-unread-badge');
  return (await badge.count()) === 0 ? 0 : Number(((await badge.textContent()) ?? '').trim());
}

test('the buyer writes from the listing and the owner sees it arrive live, unread', async () => {
  await signInWithEmail(owner.page, 'agent@domus.local', 'Agent@123');
  // The owner of the listing has no link to message themself.
  await hydrated(owner.page, `/properties-details/${listing.slug_id}`);
  await owner.page.getByTestId('owner-card').waitFor();
  assert.equal(await owner.page.getByTestId('message-owner-link').count(), 0);
  await openChat(owner.page);
  // Other journeys (and the demo data) may have left the agent unread messages: count from here.
  await owner.page.getByTestId('chat-link').waitFor();
  await owner.page.waitForTimeout(500);
  const unreadBefore = await headerUnread(owner.page);

  await hydrated(buyer.page, `/properties-details/${listing.slug_id}`);
  await buyer.page.getByRole('link', { name: 'Message the owner' }).click();
  await buyer.page.waitForURL(new RegExp(`/user/chat\\?user_id=${agentId}&property_id=${listing.id}&`));
  const thread = buyer.page.getByTestId('chat-thread');
  await thread.getByRole('heading', { name: agentName }).waitFor();
  await thread.getByText('Say hello: your first message starts the conversation.').waitFor();
  // Nothing to send yet: the API's own words.
  await thread.getByRole('button', { name: 'Send' }).click();
  await thread.getByText('Please enter a message before sending').waitFor();
  await thread.getByLabel('Your message').fill('Hello, is the flat still available?');
  await thread.getByLabel('Your message').press('Enter');
  await thread.getByTestId('chat-message').filter({ hasText: 'is the flat still available?' }).waitFor();

  const arrived = conversationWith(owner.page, buyerName);
  await arrived.waitFor();
  await arrived.getByText('1 unread', { exact: true }).waitFor();
  await waitForExpression(
    owner.page,
    `Number(document.querySelector('[data-testid="chat-unread-badge"]')?.textContent ?? 0) === ${unreadBefore + 1}`,
  );
  assert.ok(await notReloaded(owner.page), 'the owner’s page was not reloaded');

  await arrived.click();
  await owner.page.getByTestId('chat-thread').getByText('Hello, is the flat still available?').waitFor();
  await arrived.getByTestId('chat-unread').waitFor({ state: 'detached' });
  await waitForExpression(
    owner.page,
    `Number(document.querySelector('[data-testid="chat-unread-badge"]')?.textContent ?? 0) === ${unreadBefore}`,
  );
});

test('the owner answers with a picture and the buyer sees it arrive', async () => {
  const thread = owner.page.getByTestId('chat-thread');
  await owner.page.getByTestId('chat-file-input').setInputFiles(writePng(200, 150, 'floor-plan.png'));
  await thread.getByText('floor-plan.png').waitFor();
  await thread.getByLabel('Your message').fill('Yes! Here is the floor plan.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await thread.getByRole('img', { name: 'Picture sent in the conversation' }).waitFor();

  const seen = buyer.page.getByTestId('chat-thread');
  await seen.getByText('Yes! Here is the floor plan.').waitFor();
  const picture = seen.getByRole('img', { name: 'Picture sent in the conversation' });
  await picture.waitFor();
  await waitForExpression(
    buyer.page,
    `[...document.querySelectorAll('[data-testid="chat-thread"] img')].some((i) => i.complete && i.naturalWidth === 200)`,
  );
});

test('the chat screen passes axe, on a phone too', async () => {
  await expectAccessible(buyer.page, '/user/chat with a conversation open');
  const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
  try {
    await signInWithEmail(phone.page, email, password);
    await hydrated(phone.page, '/user/chat');
    const item = conversationWith(phone.page, agentName);
    await item.click();
    const thread = phone.page.getByTestId('chat-thread');
    await thread.getByText('Yes! Here is the floor plan.').waitFor();
    assert.equal(await phone.page.getByTestId('chat-conversations').isVisible(), false, 'the list gives way');
    await expectAccessible(phone.page, '/user/chat on a phone');
    await thread.getByRole('button', { name: 'Back to conversations' }).click();
    await conversationWith(phone.page, agentName).waitFor();
    assert.match(phone.page.url(), /\/user\/chat$/);
  } finally {
    await phone.close();
  }
});

test('the buyer blocks the owner, whose next message meets the spec’s words', async () => {
  const thread = buyer.page.getByTestId('chat-thread');
  await thread.getByRole('button', { name: 'Conversation options' }).click();
  await thread.getByRole('button', { name: `Block ${agentName}` }).click();
  const confirm = buyer.page.getByTestId('confirm-dialog');
  await confirm.getByRole('button', { name: 'Block' }).click();
  await thread.getByText('You have blocked this user. Unblock them to continue the conversation').waitFor();
  assert.equal(await thread.getByLabel('Your message').count(), 0, 'the blocker has no composer');

  const ownerThread = owner.page.getByTestId('chat-thread');
  await ownerThread.getByLabel('Your message').fill('Are you still there?');
  await ownerThread.getByRole('button', { name: 'Send' }).click();
  await ownerThread.getByTestId('chat-blocked').waitFor();
  assert.equal(
    ((await ownerThread.getByTestId('chat-blocked').textContent()) ?? '').trim(),
    'You cannot start a conversation with this user',
  );
  assert.equal(await ownerThread.getByLabel('Your message').count(), 0, 'the composer gives way');
});
