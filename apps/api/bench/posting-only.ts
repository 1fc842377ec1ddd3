import { buildApp } from '../src/app.js';
import type { BenchData } from './bench-data.js';
import { measureHttp } from './http-load.js';
import { measurePosting, preparePoster, searchWhilePosting } from './posting.js';
import { mixUrls } from './search-mix.js';
import { startServer } from './server-process.js';

/** "Unchanged": within what two runs of the same mix differ by on this machine. */
export const SEARCH_WHILE_POSTING_GOAL = 1.2;

export function searchWhilePostingVerdict(ratio: number): string {
  return `search p95 while posting ×${ratio.toFixed(2)} of alone   target ≤ ×${SEARCH_WHILE_POSTING_GOAL.toFixed(2)} (unchanged)  ${ratio <= SEARCH_WHILE_POSTING_GOAL ? 'met' : 'NOT met'}`;
}

/**
 * `npm run bench -- --posting-only`: the posting part alone (issue 10's two lines), about seven
 * minutes at the defaults: post_property in-process with three 2 MP photos, then the search mix
 * over HTTP alone and while `backgroundPosts` listings are posted by another process.
 */
export async function runPostingOnly(
  data: BenchData,
  options: { posts: number; backgroundPosts: number; postRate: number; mixSeconds: number },
): Promise<string[]> {
  const { app } = await buildApp({
    config: data.config,
    database: data.database,
    storage: data.storage,
    logger: false,
  });
  await app.ready();
  process.stdout.write('In-process: posting…\n');
  const poster = await preparePoster(app, data.database.db);
  const posting = await measurePosting(app, poster, options.posts);
  await app.close();
  await data.database.close();
  const server = await startServer({
    dataDir: data.dir,
    databaseUrl: data.databaseUrl,
    workers: 1,
    web: false,
  });
  try {
    // A fresh server: a round of the mix first (JIT, page cache, response cache), as the full run's
    // per-call rounds do before its capacity is measured.
    await measureHttp({ port: server.port, paths: mixUrls, seconds: options.mixSeconds });
    const alone = await measureHttp({ port: server.port, paths: mixUrls, seconds: options.mixSeconds });
    process.stdout.write(`Search while ${options.backgroundPosts} listings are posted…\n`);
    const during = await searchWhilePosting({
      port: server.port,
      poster,
      count: options.backgroundPosts,
      postRate: options.postRate,
      paths: mixUrls,
      seconds: options.mixSeconds,
      alone,
    });
    return [...posting.lines, ...during.lines, searchWhilePostingVerdict(during.ratio)];
  } finally {
    await server.stop();
  }
}
