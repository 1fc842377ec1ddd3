import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A bench helper process spoken to by lines: commands on its stdin, answers on its stdout. */
export interface LineChild {
  /** Resolves with the first line (not yet taken) that `match` accepts; fails if the child exits. */
  line(match: (line: string) => boolean, timeoutMs: number): Promise<string>;
  send(command: string): void;
  /** Ends the child (SIGKILL after a grace period) and waits for it. */
  stop(): Promise<void>;
}

/** Starts `script` (a file beside this one) under tsx with one JSON argument. */
export function startLineChild(script: string, input: unknown): LineChild {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), JSON.stringify(input)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let buffered = '';
  let errors = '';
  let exited = false;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts);
    wake();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk).slice(-4000);
  });
  child.once('exit', () => {
    exited = true;
    wake();
  });

  return {
    line(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`${script}: no answer within ${timeoutMs / 1000} s\n${errors}`)),
          timeoutMs,
        );
        const check = () => {
          const index = lines.findIndex(match);
          if (index !== -1) return finish(null, lines.splice(index, 1)[0] as string);
          if (exited) finish(new Error(`${script} exited (code ${child.exitCode}):\n${errors}`));
        };
        const finish = (error: Error | null, value?: string) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(value as string);
        };
        waiters.add(check);
        check();
      });
    },
    send(command) {
      if (!exited) child.stdin.write(`${command}\n`);
    },
    stop() {
      return new Promise((resolve) => {
        if (exited) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.stdin.end();
        child.kill('SIGTERM');
      });
    },
  };
}
