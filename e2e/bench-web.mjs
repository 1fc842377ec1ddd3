// `npm run bench:web`: builds what is stale, starts the real product (SQLite, demo data) on a free
// port, runs Lighthouse (mobile emulation, Debian's Chromium, offline) on the home, search and a
// property page, and prints performance, accessibility, SEO, LCP, CLS, TBT and first-load JS.
// Lighthouse runs each page three times; the median run is reported (shared, noisy machines).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok && (await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/**
 * First-load JS: the scripts a first visit downloads before the page works, gzip-compressed. That is
 * the scripts the server-rendered HTML names, and the chunks of every client component in the
 * page's inline React payload (`self.__next_f`): the browser loads those while it hydrates, whether
 * or not the render happened to list them in the head too (a render whose data was at hand lists
 * the root error boundary's chunk there; a slower one leaves it to the payload). Chunks loaded
 * later on demand (the store after hydration, maps, lightboxes) are not counted.
 */
function firstLoadScripts(html, url) {
  // Modern browsers skip `noModule` scripts (the legacy polyfills), so they are not counted.
  const tags = [...html.matchAll(/<script[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule/i.test(tag))
    .map((tag) => /src="([^"]+)"/.exec(tag)?.[1])
    .filter((src) => src !== undefined)
    .map((src) => src.replace(/&amp;/g, '&'));
  const payload = [...html.matchAll(/self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  const chunks = [...payload.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]);
  return [...new Set([...tags, ...chunks].map((src) => new URL(src, url).href))];
}

async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  const sources = firstLoadScripts(html, url);
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
}

ensureBuilt();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'domus-bench-web-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  },
});
let chrome;
try {
  await waitForHealth(baseUrl, server);
  const list = await (await fetch(`${baseUrl}/api/get-property-list?limit=1`)).json();
  const slug = list.data?.[0]?.slug_id;
  const pages = [
    ['home', '/'],
    ['search', '/properties'],
    ['property', `/properties-details/${slug}`],
  ];
  chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  // Warm the image optimiser and the server so the first measured run is not a cold start.
  for (const [, route] of pages) await fetch(`${baseUrl}${route}`).catch(() => {});
  const rows = [];
  for (const [name, route] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        formFactor: 'mobile',
      });
      runs.push(summarise(result.lhr));
    }
    runs.sort((a, b) => a.performance - b.performance);
    rows.push([
      name,
      route,
      { ...runs[Math.floor(runs.length / 2)], js: await firstLoadJs(`${baseUrl}${route}`) },
    ]);
  }
  const pad = (v, n) => String(v).padStart(n);
  const lines = [
    '',
    `Lighthouse (mobile, median of ${RUNS}) against the production build with demo data`,
    `${'page'.padEnd(9)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('seo', 5)} ${pad('LCP ms', 8)} ${pad('CLS', 6)} ${pad('TBT ms', 7)} ${pad('first-load JS', 14)}`,
    ...rows.map(
      ([name, , r]) =>
        `${name.padEnd(9)} ${pad(r.performance, 5)} ${pad(r.accessibility, 5)} ${pad(r.seo, 5)} ${pad(Math.round(r.lcp), 8)} ${pad(r.cls.toFixed(3), 6)} ${pad(Math.round(r.tbt), 7)} ${pad(`${(r.js / 1024).toFixed(1)} KB`, 14)}`,
    ),
    '',
    'Targets: performance ≥ 95, accessibility 100, SEO 100; property page first-load JS ≤ 150 KB compressed.',
    '',
  ];
  process.stdout.write(lines.join('\n'));
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
