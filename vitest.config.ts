import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared code and repository scripts, the API (run once per database dialect by
// scripts/test.mjs through DB_DIALECT), and web unit tests.
export default defineConfig({
  test: {
    projects: [
      // scripts/: the repository's own tooling (the layering checker run by `npm run lint`).
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // The web app's own `@/` imports (tsconfig paths), so modules that use them can be tested.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
