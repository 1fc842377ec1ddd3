import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

it('a worker’s message on a cluster channel reaches every other worker, not itself', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/testing/cluster-relay.fixture.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + 20_000;
    while ((output.match(/ heard /g) ?? []).length < 2 && Date.now() < deadline && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300)); // a third "heard" line would be a bug
    const publisher = /(\d+) publishes/.exec(output)?.[1];
    expect(publisher, output).toBeDefined();
    const heard = [...output.matchAll(/(\d+) heard (\d+)/g)].map((m) => ({ by: m[1], from: m[2] }));
    expect(heard).toHaveLength(2);
    for (const line of heard) {
      expect(line.from).toBe(publisher);
      expect(line.by).not.toBe(publisher);
    }
    expect(new Set(heard.map((h) => h.by)).size).toBe(2);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}, 30_000);
