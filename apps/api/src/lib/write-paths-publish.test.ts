import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A guard for write paths yet to come: a file that calls a writer of public data (listings, their
// derived columns, settings, account removal) must announce the change on the change feed, or
// cached answers would show the old data until their time limit. The behavioural tests in
// response-cache.test.ts check each existing write path end to end.

const SRC = path.resolve(import.meta.dirname, '..');

/** Calls that write what guests' cached answers show. */
const PUBLIC_WRITERS = [
  'propertyWriteRepository(',
  'projectWriteRepository(',
  'refreshPropertyDerived(',
  'refreshProjectDerived(',
  'refreshOwnerListings(',
  'expirePromotions',
  'accountDeletionRepository(',
  'settingsRepository(',
];

/** Where calling them without announcing is right, and why. */
const EXEMPT: Record<string, string> = {
  'db/seed/': 'fills an empty database before the server starts serving',
  'modules/listings/view-counter.ts': 'view counters are not changes: cached counts may lag',
};

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/**
 * The writers, including repositories that call one (a favourites repository recounting a
 * listing's counter): their exported functions are writers too, to a fixed point.
 */
function allWriters(files: Map<string, string>): string[] {
  const writers = new Set(PUBLIC_WRITERS);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [relative, text] of files) {
      if (!relative.endsWith('.repository.ts') || ![...writers].some((w) => text.includes(w))) continue;
      for (const match of text.matchAll(/export (?:async )?function (\w+)/g)) {
        const writer = `${match[1]}(`;
        if (!writers.has(writer)) {
          writers.add(writer);
          grew = true;
        }
      }
    }
  }
  return [...writers];
}

describe('every write path announces its change', () => {
  it('files calling a writer of public data also publish on the change feed', async () => {
    const files = new Map<string, string>();
    for (const file of await sourceFiles(SRC)) {
      files.set(path.relative(SRC, file).split(path.sep).join('/'), await readFile(file, 'utf8'));
    }
    const publicWriters = allWriters(files);
    expect(publicWriters).toContain('listingViewRepository(');
    const offenders: string[] = [];
    let writers = 0;
    for (const [relative, text] of files) {
      // Repositories are the writers; the services that call them announce.
      if (relative.endsWith('.repository.ts')) continue;
      if (Object.keys(EXEMPT).some((prefix) => relative.startsWith(prefix))) continue;
      if (!publicWriters.some((writer) => text.includes(writer))) continue;
      writers += 1;
      if (!/\bchanges\.publish\(/.test(text)) offenders.push(relative);
    }
    expect(offenders).toEqual([]);
    // The scan must see the known write paths, or it proves nothing.
    expect(writers).toBeGreaterThanOrEqual(4);
  });
});
