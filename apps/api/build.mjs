// Bundles the API server into dist/server.js, and the image worker it starts into
// dist/image-worker.js. Workspace code (@domus/shared, TypeScript) is bundled in; every npm
// dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  'next',
].filter((name) => !name.startsWith('@domus/'));

await build({
  // The server, and the image worker it starts as a child process (src/lib/image-engine.ts).
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'image-worker': path.join(here, 'src/lib/image-worker.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Some dependencies are CommonJS and call require(); give the ESM bundle one.
    js: "import { createRequire as __domusRequire } from 'node:module'; const require = __domusRequire(import.meta.url);",
  },
});
