import { chromium } from 'playwright-core';
const BASE = 'http://localhost:4200';
const [who, width, lang, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await context.newPage();
const creds: Record<string, [string, string]> = {
  admin: ['admin@domus.local', 'Admin@123'],
  member: ['member@domus.local', 'Member@123'],
  agent: ['agent@domus.local', 'Agent@123'],
};
if (creds[who]) {
  await page.goto(`${BASE}/login`);
  const form = page.getByRole('form', { name: 'Email and password' });
  await form.getByLabel('Email', { exact: true }).fill(creds[who][0]);
  await form.getByLabel('Password', { exact: true }).fill(creds[who][1]);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-menu-button').waitFor();
}
if (lang && lang !== 'en') {
  await context.addCookies([{ name: 'domus_lang', value: lang, url: BASE }]);
}
for (const p of paths) {
  await page.goto(`${BASE}${p}`);
  await page.waitForTimeout(1500);
  const name = `/tmp/vw/shot-${who}-${width}-${lang}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
  console.log(name);
}
await browser.close();
