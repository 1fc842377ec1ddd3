// Decides what `npm start` must (re)build: a part is stale when any of its sources is newer than
// its build output. Pure file-time checks, no network.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', '.next', 'dist', '.git']);

export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (!SKIP.has(entry)) walk(path.join(p, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const p of paths) walk(p);
  return newest;
}

export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return newestMtime(sources) > statSync(output).mtimeMs;
}

export const API_OUTPUT = 'apps/api/dist/server.js';
export const API_SOURCES = ['apps/api/src', 'apps/api/build.mjs', 'packages/shared/src'];
export const WEB_OUTPUT = `apps/web/${process.env.NEXT_DIST_DIR?.trim() || '.next'}/BUILD_ID`;
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/package.json',
  'packages/shared/src',
];
