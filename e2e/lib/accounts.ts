import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE_URL, type BrowserSession, openBrowser } from './browser';
import { mailFilesTo, waitForMailedCode } from './mailbox';

// Accounts for the journeys. Each journey makes its own, with addresses no other run uses, so
// journeys neither share state nor meet the per-address limits of a previous run.

/** `e2e-<what>-<random>@example.com` */
export function uniqueEmail(what: string): string {
  return `e2e-${what}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A mobile number in E.164 that no seeded account has (+91 7…, ten digits). */
export function uniqueMobile(): string {
  const digits = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
  return `+917${digits}`;
}

interface Envelope<T> {
  error: boolean;
  message: string;
  code?: string;
  data: T;
}

async function api<T>(call: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${BASE_URL}/api/${call}`, init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/**
 * An address of the IPv6 documentation range (RFC 3849), a new one each call: the API takes the
 * visitor's address from X-Forwarded-For when the request comes from this machine (as the web's
 * server-side renders send it), so a call with it counts as that person's, not the test runner's.
 */
function ownAddress(): string {
  return `2001:db8::${randomBytes(8).toString('hex').match(/.{4}/g)?.join(':')}`;
}

/**
 * A verified email + password account made the way a person makes one, through the API:
 * user-register, the code from the mail the SMTP listener received, verify-otp. Each from the
 * person's own address, as people register from their own connections: user-register allows one
 * address five registrations an hour (per server process), which the journeys together, all from
 * this machine, would otherwise exceed (a 429 for whichever spec registers next).
 */
export async function registerVerifiedAccount(name: string, email: string, password: string): Promise<void> {
  const before = mailFilesTo(email);
  const from = { 'x-forwarded-for': ownAddress() };
  const registered = await api('user-register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from },
    body: JSON.stringify({ name, email, password, re_password: password }),
  });
  if (registered.status !== 201)
    throw new Error(`user-register answered ${registered.status}: ${registered.body.message}`);
  const otp = await waitForMailedCode(email, { after: before });
  const verified = await api(`verify-otp?${new URLSearchParams({ email, otp })}`, { headers: from });
  if (verified.status !== 200)
    throw new Error(`verify-otp answered ${verified.status}: ${verified.body.message}`);
}

/**
 * For a journey across two devices: before its first test, a verified account (as
 * registerVerifiedAccount makes it) and two fresh browsers, handed to `ready`; after its last test
 * both browsers close.
 */
export function twoBrowsersOfNewAccount(
  account: { name: string; email: string; password: string },
  ready: (a: BrowserSession, b: BrowserSession) => void,
): void {
  let sessions: BrowserSession[] = [];
  before(async () => {
    await registerVerifiedAccount(account.name, account.email, account.password);
    const [a, b] = await Promise.all([openBrowser(), openBrowser()]);
    sessions = [a, b];
    ready(a, b);
  });
  after(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });
}

/** Signs in on /login with the email form, as a person would; waits for the account menu. */
export async function signInWithEmail(
  page: Page,
  email: string,
  password: string,
  path = '/login',
): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  const form = page.getByRole('form', { name: 'Email and password' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await accountMenu(page).waitFor();
}

/** The header's account menu button, there only for a signed-in visitor. */
export function accountMenu(page: Page): Locator {
  return page.getByTestId('account-menu-button');
}

/** Signs out from the header's account menu. */
export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
}

/** A user_signup (email + password) straight to the API, as an app would: Bearer token and user. */
export async function apiSignIn(
  email: string,
  password: string,
): Promise<{ status: number; token: string | null; userId: number | null }> {
  const response = await fetch(`${BASE_URL}/api/user_signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 3, email, password }),
  });
  const body = (await response.json()) as { token?: string | null; data?: { id?: number } | null };
  return { status: response.status, token: body.token ?? null, userId: body.data?.id ?? null };
}

/** A user_signup (email + password) straight to the API: its HTTP status. */
export async function apiSignInStatus(email: string, password: string): Promise<number> {
  return (await apiSignIn(email, password)).status;
}

/** The demo operator (README: admin@domus.local), for operator actions a journey needs. */
export async function operatorToken(): Promise<string> {
  const { status, token } = await apiSignIn('admin@domus.local', 'Admin@123');
  if (status !== 200 || !token) throw new Error(`the demo operator could not sign in (${status})`);
  return token;
}
