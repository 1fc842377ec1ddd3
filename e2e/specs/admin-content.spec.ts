import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { operatorToken, signInWithEmail } from '../lib/accounts';
import { formatViolations, seriousViolations } from '../lib/axe';
import { BASE_URL, type BrowserSession, openBrowser } from '../lib/browser';
import { writePng } from '../lib/png-fixture';

// The admin console's content (issue 14) as the demo operator: an article written in the rich-text
// editor (a bold word, a link) reads the same on the public article page; HTML with a script sent
// straight to the API is stored without it; the Arabic privacy page reaches Arabic readers; a new
// FAQ is on /faqs. Everything made here is removed at the end.

let admin: BrowserSession;
let page: Page;
const suffix = randomBytes(3).toString('hex');
const articleIds: number[] = [];
const faqIds: number[] = [];
let arabicPrivacyTouched = false;

async function operator<T = unknown>(method: string, call: string, body?: object) {
  const response = await fetch(`${BASE_URL}/api/${call}`, {
    method,
    headers: {
      authorization: `Bearer ${await operatorToken()}`,
      // A DELETE carries no body, so no JSON content type either (an empty JSON body is a 400).
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

before(async () => {
  admin = await openBrowser();
  page = admin.page;
  await signInWithEmail(page, 'admin@domus.local', 'Admin@123');
});

after(async () => {
  for (const id of articleIds) assert.equal((await operator('DELETE', `admin/articles/${id}`)).status, 200);
  for (const id of faqIds) assert.equal((await operator('DELETE', `admin/faqs/${id}`)).status, 200);
  if (arabicPrivacyTouched)
    assert.equal(
      (await operator('PATCH', 'admin/pages/privacy_policy', { language_code: 'ar', content: '' })).status,
      200,
    );
  await admin?.close();
});

async function expectAccessible(): Promise<void> {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
}

test('a member meets the 404 page at the content pages', async () => {
  const member = await openBrowser();
  try {
    await signInWithEmail(member.page, 'member@domus.local', 'Member@123');
    for (const path of ['/admin/articles', '/admin/articles/new', '/admin/faqs', '/admin/pages']) {
      await member.page.goto(`${BASE_URL}${path}`);
      await member.page.getByTestId('not-found').waitFor();
    }
  } finally {
    await member.close();
  }
});

test('the operator writes an article with a bold word and a link; the public article shows them', async () => {
  await page.goto(`${BASE_URL}/admin/articles`);
  await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
  await expectAccessible();
  await page.getByRole('link', { name: 'Write an article' }).click();
  await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
  const form = page.getByTestId('article-form');
  await form.getByLabel(/^Title/).fill(`E2E garden guide ${suffix}`);
  const editor = form.getByRole('textbox', { name: 'Article text' });
  await editor.click();
  await page.keyboard.type('Plant in ');
  const bold = form.getByRole('button', { name: /^Bold/ });
  await bold.click();
  assert.equal(await bold.getAttribute('aria-pressed'), 'true');
  await page.keyboard.type('spring');
  await bold.click();
  await page.keyboard.type(' and read the docs');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  page.once('dialog', (dialog) => void dialog.accept('https://example.com/guide'));
  await form.getByRole('button', { name: 'Link' }).click();
  await expectAccessible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/articles') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Save the article' }).click();
  const created = (await (await saved).json()) as {
    data: { id: number; slug_id: string; description: string };
  };
  articleIds.push(created.data.id);
  assert.match(created.data.description, /<strong>spring<\/strong>/);
  await page.waitForURL(`**/admin/articles/${created.data.id}`);

  const reader = await openBrowser();
  try {
    await reader.page.goto(`${BASE_URL}/articles/${created.data.slug_id}`);
    await reader.page.locator('strong', { hasText: 'spring' }).first().waitFor();
    const link = reader.page.getByRole('link', { name: 'docs' });
    assert.equal(await link.getAttribute('href'), 'https://example.com/guide');
    assert.equal(await link.getAttribute('rel'), 'noopener');
  } finally {
    await reader.close();
  }
});

test('the operator uploads an article image; the public article page and the article list show it', async () => {
  const [id] = articleIds;
  assert.ok(id, 'the article written above');
  await page.goto(`${BASE_URL}/admin/articles/${id}`);
  const field = page.getByTestId('article-image');
  await field.getByText('No image').waitFor();
  await expectAccessible();
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/articles/${id}/image`) && r.request().method() === 'POST',
  );
  await field.getByLabel(/^Replace: Article picture/).setInputFiles(writePng(800, 450, 'garden.png'));
  const answer = (await (await uploaded).json()) as { data: { image: string } };
  const hash = /articles\/([0-9a-f]{32})\./.exec(answer.data.image)?.[1] ?? '';
  assert.ok(hash, answer.data.image);
  await field.locator(`img[src*="${hash}"]`).waitFor();
  // The meta image is its own picture: still none.
  await page.getByTestId('article-meta-image').getByText('No image').waitFor();

  const { slug_id: slug } = (await operator<{ slug_id: string }>('GET', `admin/articles/${id}`)).body.data;
  const reader = await openBrowser();
  try {
    await reader.page.goto(`${BASE_URL}/articles/${slug}`);
    await reader.page.locator(`main img[src*="${hash}"]`).first().waitFor();
    await reader.page.goto(`${BASE_URL}/articles`);
    const card = reader.page.getByTestId('article-card').filter({ hasText: `E2E garden guide ${suffix}` });
    await card.locator(`img[src*="${hash}"]`).waitFor();
  } finally {
    await reader.close();
  }
});

test('a new article says to save it before adding pictures', async () => {
  await page.goto(`${BASE_URL}/admin/articles/new`);
  await page
    .getByTestId('article-images')
    .getByText('Save the article first, then add its picture and share image here.')
    .waitFor();
});

test('HTML with a script sent to the API is stored without it', async () => {
  const made = await operator<{ id: number }>('POST', 'admin/articles', {
    title: `E2E unsafe ${suffix}`,
    description:
      '<p>Safe <em>text</em></p><script>window.hacked=1</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">x</a>',
  });
  assert.equal(made.status, 201);
  articleIds.push(made.body.data.id);
  const stored = await operator<{ description: string }[]>('GET', `get_articles?id=${made.body.data.id}`);
  const html = stored.body.data[0]?.description ?? '';
  assert.equal(html.includes('<em>text</em>'), true);
  assert.doesNotMatch(html, /script|onerror|javascript:|hacked/);
});

test('the operator edits the Arabic privacy page; Arabic readers of the privacy page see it', async () => {
  await page.goto(`${BASE_URL}/admin/pages`);
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
  await expectAccessible();
  await page.goto(`${BASE_URL}/admin/pages/privacy_policy?language_code=ar`);
  const form = page.getByTestId('page-form');
  const editor = form.getByRole('textbox', { name: 'Page text' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`سياسة الخصوصية ${suffix}`);
  arabicPrivacyTouched = true;
  const saved = page.waitForResponse((r) => r.url().includes('/api/admin/pages/privacy_policy'));
  await form.getByRole('button', { name: 'Save the page' }).click();
  assert.equal((await saved).status(), 200);

  const reader = await openBrowser();
  try {
    await reader.context.addCookies([{ name: 'domus_lang', value: 'ar', url: BASE_URL }]);
    await reader.page.goto(`${BASE_URL}/privacy-policy`);
    await reader.page.getByTestId('legal-body').getByText(`سياسة الخصوصية ${suffix}`).waitFor();
  } finally {
    await reader.close();
  }
});

test('the operator adds a FAQ; /faqs shows it', async () => {
  await page.goto(`${BASE_URL}/admin/faqs`);
  await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
  await expectAccessible();
  const form = page.getByTestId('faq-new');
  const question = `Can I keep bees ${suffix}?`;
  await form.getByLabel(/^Question/).fill(question);
  await form.getByLabel(/^Answer/).fill('Yes, with the neighbours’ consent.');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/faqs') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Add the question' }).click();
  faqIds.push(((await (await saved).json()) as { data: { id: number } }).data.id);

  const reader = await openBrowser();
  try {
    await reader.page.goto(`${BASE_URL}/faqs`);
    await reader.page.getByTestId('faq-list').getByText(question).waitFor();
  } finally {
    await reader.close();
  }
});
